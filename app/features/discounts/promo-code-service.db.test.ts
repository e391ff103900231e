import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#db";
import { promoCodes, promoRedemptions } from "#server/db/schema/discounts.ts";
import { seedDiscounts } from "#server/db/seed/discounts.ts";
import { createTestDb } from "#server/db/test-db.ts";
import { findPromo, redeemPromo, releasePromo } from "./promo-code-service.server.ts";

describe("promo code uses", () => {
  let handle: DbHandle;
  const usesLeft = async (code: string) =>
    (await handle.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]?.usesLeft;

  beforeAll(async () => {
    handle = await createTestDb();
    await seedDiscounts(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("finds a seeded code valid today and ignores unknown ones", async () => {
    expect(await findPromo(handle.db, "KUNTUR")).toEqual({ code: "KUNTUR", percent: 10, capMinor: 5_000 });
    expect(await findPromo(handle.db, "NOEXIS")).toBeNull();
  });

  it("gives 5 uses to exactly 5 of 40 concurrent purchases and never goes below zero", async () => {
    await handle.db.insert(promoCodes).values({
      code: "CINCO5",
      percent: 10,
      capMinor: 1_000,
      usesLeft: 5,
      validFrom: "2000-01-01",
      validTo: "2999-12-31",
    });
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        handle.db.transaction((tx) => redeemPromo(tx, "CINCO5", { kind: "booking", id: `b-${String(index)}` }, 20_000)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "applied")).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.status === "exhausted")).toHaveLength(35);
    expect(await usesLeft("CINCO5")).toBe(0);
    expect(await handle.db.select().from(promoRedemptions).where(eq(promoRedemptions.code, "CINCO5"))).toHaveLength(5);
  });

  it("takes one use per purchase however often it is retried, and gives it back on release", async () => {
    const before = await usesLeft("VUELA5");
    const payable = { kind: "booking", id: "retry-1" };
    for (let attempt = 0; attempt < 3; attempt++) {
      const outcome = await handle.db.transaction((tx) => redeemPromo(tx, "VUELA5", payable, 100_000));
      expect(outcome).toMatchObject({ status: "applied", discountMinor: 2_500 });
    }
    expect(await usesLeft("VUELA5")).toBe((before ?? 0) - 1);
    await handle.db.transaction((tx) => releasePromo(tx, payable));
    await handle.db.transaction((tx) => releasePromo(tx, payable));
    expect(await usesLeft("VUELA5")).toBe(before);
  });

  it("the database refuses a negative count", async () => {
    await expect(
      handle.db.update(promoCodes).set({ usesLeft: -1 }).where(eq(promoCodes.code, "ULTIMO")),
    ).rejects.toThrow();
  });
});
