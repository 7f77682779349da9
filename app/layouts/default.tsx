import { Outlet } from "@remix-run/react";
import { DefaultShell } from "~/features/shell/shells";
import { SystemErrorBoundary } from "~/features/system/error-boundary";

export default function DefaultLayout() {
  return (
    <DefaultShell>
      <Outlet />
    </DefaultShell>
  );
}

export const ErrorBoundary = SystemErrorBoundary;
