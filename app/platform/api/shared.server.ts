import { z } from "zod";
import type { CallOptions, Params, PlatformClient } from "../client.server";
import { AnswerNotAcceptedError } from "../errors";
import { deepFreeze, guestAnswers } from "../shared-cache.server";
import { sessionAnswers } from "../session-cache.server";

/**
 * How long a guest-identical answer stays fresh (decision 033); it is then served stale (at most ten times as
 * long, and ten minutes) while one refresh runs. What moves with every stake (jackpot amounts, winners,
 * tournament points) is read live on its own pages; only the home page's teasers take a 10-second-old answer.
 */
export const SHARED_TTL = { lists: 60_000, teaser: 10_000 } as const;

/**
 * How long a signed-in player's own rarely changing answer is kept for that session (decision 054): a few seconds,
 * dropped by any write of the session.
 */
export const SESSION_TTL = { profile: 5_000 } as const;

export interface SharedOption {
  /** The answer is the same for every guest: shared between requests with no cookie but the site's own. */
  shared?: number;
  /**
   * Decision 054: a player's answer kept this long for their session alone, dropped by any write of the session.
   * A `shared` list is kept per session for its `shared` time (the catalogue ages for a player as for a guest);
   * only the lists' time is: a teaser (SHARED_TTL.teaser) moves with every stake and stays live for a player.
   */
  session?: number;
}

/** An amount with its currency, as every balance and price arrives. */
export const money = z
  .object({ amount: z.coerce.number().default(0), currency: z.string().default("UZS") })
  .passthrough()
  .default({});

/**
 * A platform flag. True only for 1, "1", true and "true"; everything else (0, "0", false, "false", "", null,
 * absent) is false. Not `z.coerce.boolean()`: that reads "0" and "false" as true. `flag.default(x)` makes an
 * absent field mean x.
 */
export function readFlag(value: unknown): boolean {
  return value === 1 || value === "1" || value === true || value === "true";
}
export const flag = z.preprocess(readFlag, z.boolean());

/** Ids arrive as numbers or numeric strings. */
export const id = z.union([z.number(), z.string()]);

/** A translated text object of the platform (`description`): known keys read, the rest kept. */
export const description = z.record(z.unknown()).default({});

/**
 * A list answer: a bare array or `{ items, total }`; `total` falls back to the number of items. One schema per item
 * schema, made the first time it is asked for (issue 27: a zod schema's construction cost more than its parse of
 * a short answer, and the API objects are made per request).
 */
export function page<T extends z.ZodTypeAny>(item: T) {
  return memo(pages, item, pageOf);
}

/** A list answer read as its items only (one schema per item schema, as `page`). */
export function list<T extends z.ZodTypeAny>(item: T) {
  return memo(lists, item, listOf);
}

const pages = new WeakMap<z.ZodTypeAny, unknown>();
const lists = new WeakMap<z.ZodTypeAny, unknown>();

function memo<T extends z.ZodTypeAny, S>(made: WeakMap<z.ZodTypeAny, unknown>, item: T, make: (item: T) => S): S {
  if (made.has(item)) return made.get(item) as S;
  const schema = make(item);
  made.set(item, schema);
  return schema;
}

function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.preprocess(
    (value) => {
      if (Array.isArray(value)) return { items: value, total: value.length };
      if (value && typeof value === "object") {
        const record = value as { items?: unknown; total?: unknown };
        const items = Array.isArray(record.items) ? record.items : [];
        return { ...record, items, total: record.total ?? items.length };
      }
      return { items: [], total: 0 };
    },
    z.object({ items: z.array(item), total: z.coerce.number() }).passthrough(),
  );
}

export type Page<T> = { items: T[]; total: number };

function listOf<T extends z.ZodTypeAny>(item: T) {
  return page(item).transform((value) => value.items as z.infer<T>[]);
}

/** A field list parameter (`fields`), sent comma separated. */
export type Fields = readonly string[];

export class Caller {
  constructor(readonly client: PlatformClient) {}

  async get<T extends z.ZodTypeAny>(method: string, schema: T, params?: Params, options: Omit<CallOptions, "params" | "answer"> & SharedOption = {}): Promise<z.infer<T>> {
    const { shared, session, ...call } = options;
    const key = shared ? this.client.sharedKey(method, params) : null;
    if (!key) {
      const keepFor = session ?? (shared === SHARED_TTL.lists ? shared : undefined);
      const owner = keepFor ? this.client.sessionKey() : null;
      if (!owner || !keepFor) return schema.parse(await this.client.get(method, { raw: true, ...call, params }));
      // Parsed once per kept answer and frozen; a read of the request and of the session's next views share it.
      return sessionAnswers.get<z.infer<T>>(owner, this.client.urlOf(method, params), keepFor, async () => {
        const answer = { setCookie: false };
        const value = deepFreeze(schema.parse(await this.client.call("GET", method, { raw: true, ...call, params, answer })));
        return { value, keep: !answer.setCookie };
      });
    }
    // Parsed once per cached answer and frozen: every request reading it gets the same object.
    return guestAnswers.get<z.infer<T>>(
      key,
      shared!,
      async () => {
        const answer = { setCookie: false };
        const value = deepFreeze(schema.parse(await this.client.call("GET", method, { raw: true, ...call, params, answer })));
        return { value, shareable: !answer.setCookie };
      },
      (error) => console.warn(`[read] refresh of the shared ${method} failed, the last answer stays:`, String(error)),
    );
  }

  async post<T extends z.ZodTypeAny>(method: string, schema: T, params?: Params, options: Omit<CallOptions, "params"> = {}): Promise<z.infer<T>> {
    return schema.parse(await this.client.post(method, { raw: true, ...options, params }));
  }

  /** A save, add or confirm call: any answer other than 1 is a refusal (spec §7). */
  async accepted(method: string, params?: Params): Promise<void> {
    const answer = await this.client.post(method, { params });
    if (!isOne(answer)) throw new AnswerNotAcceptedError(method, answer);
  }
}

export function isOne(answer: unknown): boolean {
  return answer === 1 || answer === "1";
}

/** Any answer: what the platform sent, unread (for calls whose answer the spec does not describe). */
export const anything = z.unknown();

/** Boolean params go to the platform as 1 or 0. */
export function bit(value: boolean | undefined): number | undefined {
  return value === undefined ? undefined : value ? 1 : 0;
}

/** A JSON-valued parameter (e.g. `options` of games.get). */
export function json(value: unknown): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value);
}
