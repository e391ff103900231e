import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { seedDemoContent } from "#server/db/seed/index.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { configureFlightSearch } from "#flights";
import { exchangeRates } from "#server/db/schema/offers.ts";
import { createInventorySupplier } from "#app/features/flights/index.server.ts";
import { signalChange } from "#app/platform/change-signals.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { clearAirlinePages, loadAirlinePage } from "./airline-page.server.ts";

describe("the airline pages' data, computed once per process", () => {
  let db: DbHandle;
  /** How many times the flight engine priced an airline's routes (the page's costly part). */
  let pricings = 0;

  beforeAll(async () => {
    db = await createTestDb();
    setDbHandle(db);
    await seedDemoContent(db.db);
    const inventory = createInventorySupplier(db.db);
    const counting = {
      ...inventory,
      airlineFares: (carrier: string) => {
        pricings += 1;
        return inventory.airlineFares(carrier);
      },
    };
    configureFlightSearch({ suppliers: [counting] });
    clearAirlinePages();
  }, 120_000);

  afterAll(() => {
    clearAirlinePages();
  });

  it("prices once for simultaneous first visits, and serves the next visit without computing", async () => {
    const [first, second] = await Promise.all([loadAirlinePage("LA"), loadAirlinePage("LA")]);
    expect(first?.routes.nacionales.length).toBeGreaterThan(0);
    expect(second).toBe(first);
    expect(pricings).toBe(1);
    expect(await loadAirlinePage("LA")).toBe(first);
  });

  it("is computed again with a rate entered since (the staff write signals it)", async () => {
    const before = await loadAirlinePage("LA");
    await db.db
      .insert(exchangeRates)
      .values({
        currencyFrom: "USD",
        currencyTo: "PEN",
        effectiveDate: todayInLima(),
        amount: "3.9000",
        source: "staff",
      })
      .onConflictDoUpdate({
        target: [exchangeRates.currencyFrom, exchangeRates.currencyTo, exchangeRates.effectiveDate],
        set: { amount: "3.9000", source: "staff" },
      });
    expect(await loadAirlinePage("LA")).toBe(before);
    signalChange("exchange-rates");
    const after = await loadAirlinePage("LA");
    expect(after).not.toBe(before);
    expect(after?.exchangeRate).toBe("3.9000");
    const [row] = after?.routes.nacionales ?? [];
    expect(row?.totalPenMinor).toBe(Math.round(((row?.totalMinor ?? 0) * 39) / 10));
    expect(await loadAirlinePage("LA")).toBe(after);
  });

  it("computes again after clearAirlinePages", async () => {
    const before = await loadAirlinePage("LA");
    clearAirlinePages();
    const again = await loadAirlinePage("LA");
    expect(again).not.toBe(before);
    expect(again).toEqual(before);
  });
});
