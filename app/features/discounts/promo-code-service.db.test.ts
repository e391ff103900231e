import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#db";
import { promoCodes, promoRedemptions } from "#server/db/schema/discounts.ts";
import { seedDiscounts } from "#server/db/seed/discounts.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { promoMinimumMessage } from "./promo-code.ts";
import { findPromo, redeemPromo, releasePromo } from "./promo-code-service.server.ts";

describe("promo code uses", () => {
  let handle: DbHandle;
  const flight = { product: "flight" };
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
    expect(await findPromo(handle.db, "KUNTUR")).toEqual({
      code: "KUNTUR",
      percent: 10,
      capMinor: 5_000,
      products: ["flight", "hotel", "insurance", "package"],
    });
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
        handle.db.transaction((tx) =>
          redeemPromo(tx, "CINCO5", { kind: "booking", id: `b-${String(index)}` }, 20_000, flight),
        ),
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
      const outcome = await handle.db.transaction((tx) => redeemPromo(tx, "VUELA5", payable, 100_000, flight));
      expect(outcome).toMatchObject({ status: "applied", discountMinor: 2_500 });
    }
    expect(await usesLeft("VUELA5")).toBe((before ?? 0) - 1);
    await handle.db.transaction((tx) => releasePromo(tx, payable));
    await handle.db.transaction((tx) => releasePromo(tx, payable));
    expect(await usesLeft("VUELA5")).toBe(before);
  });

  it("refuses a code for a product it is not for, and a refusal leaves the earlier redemption as it was", async () => {
    const payable = { kind: "order", id: "hotel-1" };
    const before = { hotel: await usesLeft("HOTEL8"), flight: await usesLeft("VUELA5") };
    const hotel = { product: "hotel" };
    expect(await handle.db.transaction((tx) => redeemPromo(tx, "HOTEL8", payable, 50_000, hotel))).toMatchObject({
      status: "applied",
      discountMinor: 4_000,
    });
    expect(await handle.db.transaction((tx) => redeemPromo(tx, "VUELA5", payable, 50_000, hotel))).toEqual({
      status: "not_applicable",
      products: ["flight"],
    });
    expect(await handle.db.transaction((tx) => redeemPromo(tx, "NOEXIS", payable, 50_000, hotel))).toEqual({
      status: "invalid",
    });
    const kept = await handle.db.select().from(promoRedemptions).where(eq(promoRedemptions.payableId, "hotel-1"));
    expect(kept.map((row) => row.code)).toEqual(["HOTEL8"]);
    expect(await usesLeft("HOTEL8")).toBe((before.hotel ?? 0) - 1);
    expect(await usesLeft("VUELA5")).toBe(before.flight);
  });

  it("the database refuses a negative count and an unknown product", async () => {
    await expect(
      handle.db.update(promoCodes).set({ usesLeft: -1 }).where(eq(promoCodes.code, "ULTIMO")),
    ).rejects.toThrow();
    await expect(
      handle.db
        .update(promoCodes)
        .set({ products: ["cruise"] })
        .where(eq(promoCodes.code, "ULTIMO")),
    ).rejects.toThrow();
  });

  it("refuses a total under the code's minimum (in US$), with the amount in the refusal", async () => {
    await handle.db.insert(promoCodes).values({
      code: "MINIMO",
      percent: 10,
      capMinor: 5_000,
      usesLeft: 10,
      minOrderMinor: 20_000,
      validFrom: "2000-01-01",
      validTo: "2099-12-31",
    });
    const redeem = (id: string, totalMinor: number, totalUsdMinor?: number) =>
      handle.db.transaction((tx) =>
        redeemPromo(tx, "MINIMO", { kind: "order", id }, totalMinor, {
          ...flight,
          ...(totalUsdMinor ? { totalUsdMinor } : {}),
        }),
      );
    expect(await redeem("min-1", 19_999)).toEqual({ status: "below_minimum", minOrderMinor: 20_000 });
    // A total charged in soles is compared by its US$ amount.
    expect(await redeem("min-2", 74_000, 19_999)).toMatchObject({ status: "below_minimum" });
    expect(await redeem("min-3", 20_000)).toMatchObject({ status: "applied", discountMinor: 2_000 });
    expect(await usesLeft("MINIMO")).toBe(9);
    expect(promoMinimumMessage(20_000)).toBe("Este código promocional es para compras desde US$\u00a0200.");
  });

  it("lets one customer (by contact e-mail) take a code only as often as it allows, even at once", async () => {
    await handle.db.insert(promoCodes).values({
      code: "UNAVEZ",
      percent: 10,
      capMinor: 5_000,
      usesLeft: 10,
      perCustomerLimit: 1,
      validFrom: "2000-01-01",
      validTo: "2099-12-31",
    });
    const redeem = (id: string, customer: string) =>
      handle.db.transaction((tx) => redeemPromo(tx, "UNAVEZ", { kind: "order", id }, 10_000, { ...flight, customer }));
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, index) => redeem(`pc-${String(index)}`, "Rosa.Huaman@example.pe")),
    );
    expect(outcomes.filter((outcome) => outcome.status === "applied")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === "customer_limit")).toHaveLength(5);
    // The same purchase again keeps its use; another customer still gets one.
    const first = outcomes.findIndex((outcome) => outcome.status === "applied");
    expect((await redeem(`pc-${String(first)}`, "rosa.huaman@example.pe")).status).toBe("applied");
    expect((await redeem("pc-other", "luis.rojas@example.pe")).status).toBe("applied");
    expect(await usesLeft("UNAVEZ")).toBe(8);
    // Released (the order ended unpaid), the use is the customer's again.
    await handle.db.transaction((tx) => releasePromo(tx, { kind: "order", id: `pc-${String(first)}` }));
    expect((await redeem("pc-again", "rosa.huaman@example.pe")).status).toBe("applied");
  });
});
