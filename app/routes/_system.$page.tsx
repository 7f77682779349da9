import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { SystemPageRoute, systemPageMeta } from "~/features/system/system-route";
import { systemPageLoader } from "~/features/system/system-route.server";
import { isErrorPageKind } from "~/features/system/pages";
import { getEnv } from "~/env.server";
import { withSeo } from "~/content/seo";

/**
 * QA preview of every system page at `/_system/{kind}`, each in its own layout (maintenance and forbidden
 * are mounted under the empty layout with static paths). Answers 200: it is a preview, not the fault.
 */
export async function loader(args: LoaderFunctionArgs) {
  const kind = args.params.page ?? new URL(args.request.url).pathname.split("/").pop();
  // QA on the sandbox: a real crash of the site, to see the server-error page with its true 500.
  if (kind === "crash" && getEnv().SANDBOX) throw new Error("Sandbox: a deliberate crash of the site (QA)");
  if (!isErrorPageKind(kind)) {
    throw data({ message: `Page Not Found: ${new URL(args.request.url).pathname}` }, { status: 404 });
  }
  return systemPageLoader(kind)(args);
}

export const meta = withSeo(systemPageMeta);
export default SystemPageRoute;
