import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/features/system/not-found.server";
import type { PlatformApi } from "~/platform/api/index.server";
import { throwAsSystemPage } from "~/platform/client.server";
import { PlatformError, systemPageFor } from "~/platform/errors";

/**
 * What a page about one tournament or loyalty program shows beside its heading: the entity's name, never the
 * id or sysname of its address. A platform that answers "no such one" makes the page a 404; a read that fails
 * yields no name (spec §7: failing reads are logged and yield nothing), and the heading is the page's title.
 */
async function nameOf(request: Request, what: string, read: () => Promise<{ found: boolean; name: string }>): Promise<string | null> {
  let answer: { found: boolean; name: string };
  try {
    answer = await read();
  } catch (error) {
    // The spec's fatal answers (maintenance, a banned player…) still show their system page.
    if (error instanceof PlatformError && systemPageFor(error)) throwAsSystemPage(error);
    console.warn(`[${what}] unavailable:`, String(error));
    return null;
  }
  if (!answer.found) throw notFound(request);
  return answer.name || null;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

export function tournamentName(api: PlatformApi, { request, params }: Pick<LoaderFunctionArgs, "request" | "params">, param = "id") {
  const id = params[param] ?? "";
  return nameOf(request, "tournament", async () => {
    const page = await api.tournaments.get({ ids: [id], fields: ["description"], count: 1 });
    const tournament = page.items.find((item) => String(item.id) === id);
    return { found: Boolean(tournament), name: text(tournament?.description.name) };
  });
}

export function loyaltyProgramName(api: PlatformApi, { request, params }: Pick<LoaderFunctionArgs, "request" | "params">, param = "sysname") {
  return nameOf(request, "loyalty program", async () => {
    const program = await api.loyalty.getProgram(params[param] ?? "");
    return { found: Boolean(program), name: text(program?.description.name) || text(program?.name) };
  });
}

