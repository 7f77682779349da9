import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ErrorPageKind } from "./pages";
import { SystemPage } from "./system-page";

export const systemPageMeta: MetaFunction = ({ data }) => {
  const page = data as { title: string; brand: string } | undefined;
  return [{ title: page ? `${page.title} — ${page.brand}` : "Omad" }, { name: "robots", content: "noindex" }];
};

export function SystemPageRoute() {
  const { kind } = useLoaderData() as { kind: ErrorPageKind };
  return <SystemPage kind={kind} />;
}
