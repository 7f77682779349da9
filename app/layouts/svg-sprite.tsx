import { Outlet } from "@remix-run/react";

/** The svg-sprite layout: nothing around the page, for the icon sheet. */
export default function SvgSpriteLayout() {
  return (
    <main id="main" className="shell shell--sprite">
      <Outlet />
    </main>
  );
}
