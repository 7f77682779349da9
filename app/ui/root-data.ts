import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/root";

/** The root loader's data; undefined inside the root error boundary when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
