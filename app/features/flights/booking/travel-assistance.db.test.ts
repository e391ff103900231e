import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { bookings } from "#server/db/schema/bookings.ts";
import { seedFlightNetwork } from "#server/db/seed/flights.ts";
import { seedGeography } from "#server/db/seed/geography.ts";
import { seedInsurance } from "#server/db/seed/insurance.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { registerInsurance, segurosBestPlan } from "#tests/support/insurance-add-on.ts";
import { flightReferenceData, priceOffer } from "#flights";
import { loadOrder } from "#app/features/orders/index.server.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { holdBooking } from "./booking-service.server.ts";
import { adult, directOffer, holdInput, useInventory } from "#tests/support/flight-fixture.ts";
import { assistanceFor } from "#app/features/flights/checkout/checkout-data.server.ts";
import { quoteAssistance } from "./travel-assistance.server.ts";

describe("the travel-assistance add-on costs what /seguros sells (one price per product)", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedGeography(handle.db);
    await seedFlightNetwork(handle.db);
    await seedInsurance(handle.db);
    useInventory(handle.db);
    registerInsurance();
  }, 120_000);

  afterAll(async () => {
    setDbHandle(undefined);
    await handle.close();
  });

  it("quotes the same plan, travellers, ages and days to the cent, IGV included on national cover", async () => {
    const start = addDays(todayInLima(), 30);
    const end = addDays(start, 7);
    const trip = (countries: string[]) => ({
      countries,
      firstDepartureLocal: `${start}T06:15:00`,
      lastArrivalLocal: `${end}T21:40:00`,
    });
    const national = await quoteAssistance(trip(["PE", "PE"]), { ages: [30, 30, 30] });
    const sold = await segurosBestPlan(handle.db, "PE", start, end, [30, 30, 30]);
    expect(national).toMatchObject({ days: 8, travellers: 3, totalMinor: sold.totalMinor, taxMinor: sold.taxMinor });
    expect(national?.taxMinor).toBeGreaterThan(0);
    expect(national?.planName).toBe(`${String(sold.name)} · ${String(sold.company)}`);

    const abroad = await quoteAssistance(trip(["PE", "ES"]), { ages: [35, 70] });
    const soldAbroad = await segurosBestPlan(handle.db, "EU", start, end, [35, 70]);
    expect(abroad).toMatchObject({ totalMinor: soldAbroad.totalMinor, taxMinor: 0 });
  });

  it("the checkout's 'Beneficios' and the held order charge the /seguros price of the trip", async () => {
    const offer = await directOffer({ adults: 2 }, 40);
    const priced = await priceOffer(offer.id, {
      optionIds: offer.slices.map((slice) => slice.options[0]?.id ?? ""),
      fareFamilyCode: offer.fareFamily.code,
    });
    if (priced.status !== "available") throw new Error(priced.status);
    const segment = offer.slices[0]?.options[0]?.segments[0];
    const day = segment?.departureLocal.slice(0, 10) ?? "";
    const last = segment?.arrivalLocal.slice(0, 10) ?? "";
    const { airports } = await flightReferenceData([], [segment?.origin ?? "", segment?.destination ?? ""]);
    const shown = await assistanceFor(priced, airports);
    const sold = await segurosBestPlan(handle.db, "PE", day, last, [30, 30]);
    expect(shown?.totalMinor).toBe(sold.totalMinor);

    // Held with the travellers' birth dates (born 1990: their age on the day of travel), as /seguros prices them.
    const outcome = await holdBooking(
      handle.db,
      holdInput(offer, { withAssistance: true, passengers: [adult(7100), adult(7101)] }),
    );
    if (outcome.status !== "held") throw new Error(outcome.status);
    const age = Number(day.slice(0, 4)) - 1990 - (day.slice(5) < "05-17" ? 1 : 0);
    const forAges = await segurosBestPlan(handle.db, "PE", day, last, [age, age]);
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, outcome.bookingId));
    expect(row?.price.assistance?.totalMinor).toBe(forAges.totalMinor);
    const order = await loadOrder(handle.db, outcome.bookingId);
    const insurance = order?.items.find((item) => item.product === "insurance");
    expect(insurance?.subtotalMinor).toBe(forAges.totalMinor);
    expect(insurance?.lines.map((line) => line.code)).toEqual(["PAX1", "PAX2", "IGV"]);
  });
});
