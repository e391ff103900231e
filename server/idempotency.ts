import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import * as z from "zod/mini";
import type { Db, Tx } from "./db/client.ts";
import { idempotencyKeys } from "./db/schema/platform.ts";
import { AppError } from "./errors.ts";

/** The header a client sends on a write it may repeat; forms send the hidden field `idempotencyKey`. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_FORM_FIELD = "idempotencyKey";

/** 16-128 characters of [A-Za-z0-9_-]: a UUID or 128 bits of base64url. */
export const IdempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/));

export const IDEMPOTENCY_CONFLICT_MESSAGE = "Esta solicitud ya fue enviada con otros datos.";

/** How long a key is remembered (the purge job removes older ones). */
export const IDEMPOTENCY_RETENTION_DAYS = 30;

/** JSON with object keys sorted, so equal requests hash equally whatever the order of their fields. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item && typeof item === "object" && !Array.isArray(item)) {
      const entries = Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return Object.fromEntries(entries);
    }
    return item;
  });
}

export function fingerprintOf(request: unknown): string {
  return createHash("sha256")
    .update(canonicalJson(request === undefined ? null : request))
    .digest("hex");
}

export type IdempotentOutcome<T> = { value: T; replayed: boolean };

/**
 * Runs `work` at most once per (scope, key). The key's record and the work's writes commit in one transaction:
 * - first call: runs work(tx), stores its (JSON) result, answers `{ value, replayed: false }`;
 * - same key and request again, also racing: concurrent duplicates wait on the key's row until the first commits,
 *   then replay its stored result (`replayed: true`) and write nothing;
 * - same key, another request: AppError CONFLICT (409);
 * - work throws: nothing is stored, so a retry runs the work again.
 * The result must survive JSON (Dates come back as strings): return plain data.
 */
export async function runIdempotent<T>(
  db: Db,
  options: { scope: string; key: string; request: unknown },
  work: (tx: Tx) => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  const { scope, key } = options;
  const fingerprint = fingerprintOf(options.request);
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  // A second pass only happens when the stored row vanished between the insert and the read (purged): rare.
  for (let pass = 0; pass < 3; pass += 1) {
    const outcome = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(idempotencyKeys)
        .values({ scope, key, fingerprint })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length === 0) {
        const [stored] = await tx.select().from(idempotencyKeys).where(where);
        if (!stored) return undefined;
        if (stored.fingerprint !== fingerprint) {
          throw new AppError("CONFLICT", IDEMPOTENCY_CONFLICT_MESSAGE, { reason: "idempotency_key_reused" });
        }
        return { value: stored.response as T, replayed: true };
      }
      const value = await work(tx);
      // Stored as JSON and answered from the JSON form, so a first answer and its replays are deep-equal.
      const stored = JSON.parse(JSON.stringify(value ?? null)) as T;
      await tx.update(idempotencyKeys).set({ response: stored }).where(where);
      return { value: stored, replayed: false };
    });
    if (outcome) return outcome;
  }
  throw new AppError("UNAVAILABLE");
}

/** Deletes keys older than the retention period; returns how many. */
export async function purgeIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
