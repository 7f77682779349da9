import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { SystemPageRoute, systemPageMeta } from "~/features/system/system-route";
import { systemPageLoader } from "~/features/system/system-route.server";
import { isSystemPageKind } from "~/features/system/pages";

/**
 * QA preview of every system page at `/_system/{kind}`, each in its own layout (maintenance and forbidden
 * are mounted under the empty layout with static paths). Answers 200: it is a preview, not the fault.
 */
export async function loader(args: LoaderFunctionArgs) {
  const kind = args.params.page ?? new URL(args.request.url).pathname.split("/").pop();
  if (!isSystemPageKind(kind)) {
    throw data({ message: `Page Not Found: ${new URL(args.request.url).pathname}` }, { status: 404 });
  }
  return systemPageLoader(kind)(args);
}

export const meta = systemPageMeta;
export default SystemPageRoute;
