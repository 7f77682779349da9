import { Outlet } from "@remix-run/react";

export default function ProfileBetsLayout() {
  return <Outlet />;
}
