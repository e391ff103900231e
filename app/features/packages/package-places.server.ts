/**
 * Our allotment of a package's departures, the package's built-in supplier: places are taken with one conditional
 * update inside the caller's transaction (held + sold never exceeds the places: the row's CHECK backs it), so two
 * buyers never get the same last place. A hold's reference is its package_holds row's id (decision 056); only this
 * module knows it.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Tx } from "#db";
import { packageDepartures, packageHolds } from "#server/db/schema/packages.ts";

/** How long unpaid places stay held (the order core's card and cash flows extend from it). */
export const PACKAGE_HOLD_MINUTES = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PlacesHold = { holdRef: string; expiresAt: Date };
export type PlacesRequest = {
  slug: string;
  departureDate: string;
  places: number;
  idempotencyKey: string;
  now: Date;
  holdMinutes?: number;
};

/** "KVP-3F9A21C0": a sold package's confirmation number, from its hold. */
export const packageConfirmation = (holdId: string) => `KVP-${holdId.replaceAll("-", "").slice(0, 8).toUpperCase()}`;

const departureOf = (hold: { packageSlug: string; departureDate: string }) =>
  and(eq(packageDepartures.packageSlug, hold.packageSlug), eq(packageDepartures.departureDate, hold.departureDate));

/** Adds `places` to a departure's held (or sold) count if they are free; false when they are not. */
async function takePlaces(
  tx: Tx,
  target: { packageSlug: string; departureDate: string },
  places: number,
  as: "held" | "sold",
): Promise<boolean> {
  const change =
    as === "held"
      ? { held: sql`${packageDepartures.held} + ${places}` }
      : { sold: sql`${packageDepartures.sold} + ${places}` };
  const taken = await tx
    .update(packageDepartures)
    .set(change)
    .where(
      and(
        departureOf(target),
        sql`${packageDepartures.seats} - ${packageDepartures.sold} - ${packageDepartures.held} >= ${places}`,
      ),
    )
    .returning({ date: packageDepartures.departureDate });
  return taken.length === 1;
}

/**
 * Holds `places` of a departure until the hold time's end, or answers the first hold of the same key again; null
 * when the departure has fewer places left.
 */
export async function holdPlaces(tx: Tx, request: PlacesRequest): Promise<PlacesHold | null> {
  const [known] = await tx.select().from(packageHolds).where(eq(packageHolds.idempotencyKey, request.idempotencyKey));
  if (known) return known.state === "held" ? { holdRef: known.id, expiresAt: known.expiresAt } : null;
  await releaseExpiredPlaces(tx, request);
  const target = { packageSlug: request.slug, departureDate: request.departureDate };
  if (!(await takePlaces(tx, target, request.places, "held"))) return null;
  const expiresAt = new Date(request.now.getTime() + (request.holdMinutes ?? PACKAGE_HOLD_MINUTES) * 60_000);
  const [hold] = await tx
    .insert(packageHolds)
    .values({ ...target, places: request.places, idempotencyKey: request.idempotencyKey, expiresAt })
    .returning({ id: packageHolds.id });
  if (!hold) throw new Error("package hold not written");
  return { holdRef: hold.id, expiresAt };
}

/** Moves a hold from one state to the next and its places with it; the row when it was in `from`. */
async function transition(
  tx: Tx,
  holdRef: string,
  from: "held" | "sold",
  to: "released" | "sold" | "cancelled",
): Promise<typeof packageHolds.$inferSelect | null> {
  if (!UUID.test(holdRef)) return null;
  const [hold] = await tx
    .update(packageHolds)
    .set({ state: to, updatedAt: sql`now()` })
    .where(and(eq(packageHolds.id, holdRef), eq(packageHolds.state, from)))
    .returning();
  if (!hold) return null;
  const change =
    to === "released"
      ? { held: sql`${packageDepartures.held} - ${hold.places}` }
      : to === "sold"
        ? {
            held: sql`${packageDepartures.held} - ${hold.places}`,
            sold: sql`${packageDepartures.sold} + ${hold.places}`,
          }
        : { sold: sql`${packageDepartures.sold} - ${hold.places}` };
  await tx.update(packageDepartures).set(change).where(departureOf(hold));
  return hold;
}

/** Gives held places back; false when they were not held (already released, sold or unknown). */
export async function releasePlaces(tx: Tx, holdRef: string): Promise<boolean> {
  return (await transition(tx, holdRef, "held", "released")) !== null;
}

/**
 * Sells held places (payment); a hold already sold answers again. A hold that lapsed before the payment is sold
 * again only if its places are still free; null when they are not (staff rebook or refund).
 */
export async function sellPlaces(tx: Tx, holdRef: string): Promise<{ confirmation: string } | null> {
  if (!UUID.test(holdRef)) return null;
  if (await transition(tx, holdRef, "held", "sold")) return { confirmation: packageConfirmation(holdRef) };
  const [known] = await tx.select().from(packageHolds).where(eq(packageHolds.id, holdRef));
  if (known?.state === "sold") return { confirmation: packageConfirmation(holdRef) };
  if (known?.state !== "released" || !(await takePlaces(tx, known, known.places, "sold"))) return null;
  await tx
    .update(packageHolds)
    .set({ state: "sold", updatedAt: sql`now()` })
    .where(and(eq(packageHolds.id, holdRef), eq(packageHolds.state, "released")));
  return { confirmation: packageConfirmation(holdRef) };
}

/** Keeps held places until `until` (a cash code's deadline). */
export async function extendPlaces(tx: Tx, holdRef: string, until: Date): Promise<void> {
  if (!UUID.test(holdRef)) return;
  await tx
    .update(packageHolds)
    .set({ expiresAt: until, updatedAt: sql`now()` })
    .where(and(eq(packageHolds.id, holdRef), eq(packageHolds.state, "held")));
}

/** A sold package cancelled: its places go back on sale. */
export async function cancelPlaces(tx: Tx, holdRef: string): Promise<boolean> {
  return (await transition(tx, holdRef, "sold", "cancelled")) !== null;
}

/** Releases the lapsed holds of one departure (before each new hold on it). */
async function releaseExpiredPlaces(tx: Tx, request: Pick<PlacesRequest, "slug" | "departureDate" | "now">) {
  const expired = await tx
    .select({ id: packageHolds.id })
    .from(packageHolds)
    .where(
      and(
        eq(packageHolds.packageSlug, request.slug),
        eq(packageHolds.departureDate, request.departureDate),
        eq(packageHolds.state, "held"),
        lt(packageHolds.expiresAt, request.now),
      ),
    );
  for (const { id } of expired) await releasePlaces(tx, id);
}
