import { Outlet } from "@remix-run/react";
import { EmptyShell } from "~/features/shell/shells";
import { SystemErrorBoundary } from "~/features/system/error-boundary";

export default function EmptyLayout() {
  return (
    <EmptyShell>
      <Outlet />
    </EmptyShell>
  );
}

export const ErrorBoundary = SystemErrorBoundary;
