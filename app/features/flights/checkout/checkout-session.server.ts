import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "#db";
import { checkouts } from "#server/db/schema/checkouts.ts";
import { guestCookieValue } from "#app/utils/guest-cookies.server.ts";

/**
 * The checkout session (issue 18): an opaque random token in an HttpOnly, SameSite=Lax cookie (Secure and
 * `__Host-` outside development, like the sign-in session of decision 006), and everything else server-side in
 * `checkouts`. Bound to its browser (the cookie) and, when created signed in, to that user.
 */
export const SECURE_CHECKOUT_COOKIE = "__Host-kv_checkout";
export const DEV_CHECKOUT_COOKIE = "kv_checkout";
/** A checkout lives 3 hours: far beyond an offer's 20 minutes and a hold's, short enough to leave no litter. */
export const CHECKOUT_TTL_MS = 3 * 60 * 60_000;

export type CheckoutStep = 1 | 2 | 3;

export type Checkout = {
  id: string;
  userId: string | null;
  offerId: string;
  optionIds: string[];
  fareFamilyCode: string;
  searchUrl: string | null;
  withAssistance: boolean;
  stepReached: CheckoutStep;
  bookingId: string | null;
  acceptedTotalMinor: number;
  expiresAt: string;
};

export type NewCheckout = {
  userId: string | null;
  offerId: string;
  optionIds: string[];
  fareFamilyCode: string;
  searchUrl: string | null;
  acceptedTotalMinor: number;
};

export const checkoutCookieName = (secure = isSecureEnvironment()) =>
  secure ? SECURE_CHECKOUT_COOKIE : DEV_CHECKOUT_COOKIE;

/** Same rule as the sign-in session: only development may run on plain http. */
export function isSecureEnvironment(): boolean {
  return process.env.NODE_ENV !== "development";
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function toCheckout(row: typeof checkouts.$inferSelect): Checkout {
  return {
    id: row.id,
    userId: row.userId,
    offerId: row.offerId,
    optionIds: row.optionIds,
    fareFamilyCode: row.fareFamilyCode,
    searchUrl: row.searchUrl,
    withAssistance: row.withAssistance,
    stepReached: row.stepReached as CheckoutStep,
    bookingId: row.bookingId,
    acceptedTotalMinor: row.acceptedTotalMinor,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Starts a checkout; returns its cookie token (only the hash is stored) and the row. */
export async function createCheckout(
  db: Db,
  input: NewCheckout,
  now = new Date(),
): Promise<{ token: string; checkout: Checkout }> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(checkouts)
    .values({
      tokenHash: hashToken(token),
      userId: input.userId,
      offerId: input.offerId,
      optionIds: input.optionIds,
      fareFamilyCode: input.fareFamilyCode,
      searchUrl: input.searchUrl,
      acceptedTotalMinor: input.acceptedTotalMinor,
      expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
    })
    .returning();
  if (!row) throw new Error("checkout insert returned no row");
  return { token, checkout: toCheckout(row) };
}

export type CheckoutLookup =
  | { status: "found"; checkout: Checkout }
  /** The token named a checkout that ended (or belongs to another user): its search URL, when known. */
  | { status: "ended"; searchUrl: string | null }
  | { status: "missing" };

/**
 * The checkout of a cookie token for this visitor: a checkout created signed in is only found for that user; an
 * expired one is reported with its search URL so the guard can send the visitor back to it.
 */
export async function findCheckout(
  db: Db,
  token: string | undefined,
  userId: string | null,
  now = new Date(),
): Promise<CheckoutLookup> {
  if (!token || !TOKEN_PATTERN.test(token)) return { status: "missing" };
  const [row] = await db
    .select()
    .from(checkouts)
    .where(eq(checkouts.tokenHash, hashToken(token)));
  if (!row) return { status: "missing" };
  if (row.userId !== null && row.userId !== userId) return { status: "missing" };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: "ended", searchUrl: row.searchUrl };
  return { status: "found", checkout: toCheckout(row) };
}

export type CheckoutPatch = Partial<
  Pick<Checkout, "fareFamilyCode" | "withAssistance" | "stepReached" | "bookingId" | "acceptedTotalMinor">
>;

/** Changes a live checkout; the step reached only grows (GREATEST), so a replayed form cannot move it back. */
export async function updateCheckout(db: Db, id: string, patch: CheckoutPatch): Promise<void> {
  const { stepReached, ...rest } = patch;
  await db
    .update(checkouts)
    .set({
      ...rest,
      ...(stepReached ? { stepReached: sql`greatest(${checkouts.stepReached}, ${stepReached})` } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(checkouts.id, id), gt(checkouts.expiresAt, sql`now()`)));
}

/** Removes checkouts that ended more than a day ago (they only serve the guard's "back to your search"). */
export async function purgeEndedCheckouts(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60_000);
  const removed = await db.delete(checkouts).where(lte(checkouts.expiresAt, cutoff)).returning({ id: checkouts.id });
  return removed.length;
}

/** The Set-Cookie value of a new checkout. */
export function checkoutCookie(token: string, secure = isSecureEnvironment()): string {
  const attributes = `Path=/; Max-Age=${String(CHECKOUT_TTL_MS / 1000)}; HttpOnly; SameSite=Lax`;
  return `${checkoutCookieName(secure)}=${token}; ${attributes}${secure ? "; Secure" : ""}`;
}

/** The checkout token of the request's cookie: only the `__Host-` name outside development (a sibling host cannot set it). */
export function checkoutTokenFrom(request: Request, secure = isSecureEnvironment()): string | undefined {
  return guestCookieValue(request.headers.get("cookie"), "kv_checkout", secure) ?? undefined;
}
