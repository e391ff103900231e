import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { adult, holdInput } from "#tests/support/flight-fixture.ts";
import { paidHotelOrder, payHotelOrderByCard } from "#tests/support/order-fixture.ts";
import { hotelStay } from "#tests/support/order-fixture.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { FlightOffer } from "#app/features/flights/index.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import { formatMoney } from "#app/utils/money.ts";
import { loadOrder, startOrderPayment } from "#app/features/orders/index.server.ts";
import { basketTestDb } from "#tests/support/basket-fixture.ts";
import { holdFlightHotel, type FlightHotelHoldInput } from "./flight-hotel-order.server.ts";

const nbsp = (text: string) => text.replace(/\u00a0/g, " ");

describe(`a flight+hotel basket's one confirmation on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let offer: FlightOffer;
  let ratePlanId: number;
  let offset = 70;

  const basket = (n: number): FlightHotelHoldInput => {
    const today = todayInLima();
    offset += 4;
    return {
      ...holdInput(offer, { passengers: [adult(n), adult(n + 1)] }),
      hotel: {
        slug: "miraflores-malecon-suites",
        offerId: String(ratePlanId),
        checkIn: addDays(today, offset),
        checkOut: addDays(today, offset + 3),
        rooms: [{ adults: 2, childrenAges: [] }],
        igvExempt: false,
      },
      leadGuestIndexes: [0],
    };
  };
  const mailsTo = (address: string) =>
    handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(asc(emailOutbox.createdAt));
  const filesOf = (id: string) =>
    handle.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, id))
      .orderBy(asc(emailOutboxAttachments.position));

  beforeAll(async () => {
    ({ handle, offer, ratePlanId } = await basketTestDb(74));
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("paid by card: exactly one confirmation e-mail with both items, their vouchers and one calendar file", async () => {
    const input = { ...basket(700), contact: { ...holdInput(offer).contact, email: "basket-one@example.com" } };
    const outcome = await holdFlightHotel(handle.db, input);
    if (outcome.status !== "held") throw new Error(outcome.status);
    await payHotelOrderByCard(handle.db, (await loadOrder(handle.db, outcome.orderId))!);
    const paid = (await loadOrder(handle.db, outcome.orderId))!;
    const [flight, hotel] = paid.items;
    expect(flight?.supplierRef).toMatch(/^Boletos /);
    expect(hotel?.supplierRef).toMatch(/^KVH-/);

    const mails = await mailsTo("basket-one@example.com");
    expect(mails.map((mail) => mail.template)).toEqual(["order-confirmed"]);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Tu viaje está confirmado (código ${paid.code})`);
    const text = nbsp(mail!.text);
    // Both items with their references, and the order's one total from the money function.
    expect(text).toContain(`Referencia: ${flight!.supplierRef!}`);
    expect(text).toContain(`Referencia: ${hotel!.supplierRef!}`);
    expect(text).toMatch(/Vuelo \w{3} - \w{3} \(/);
    expect(text).toContain("Malecón Suites Miraflores, Miraflores (");
    const total = nbsp(formatMoney(computeOrderAmounts(paid).total.chargeMinor, "USD", { alwaysDecimals: true }));
    expect(text).toContain(`Total (se cobra en dólares): ${total}`);
    // Each item's documents linked: the flight's voucher and the hotel's.
    expect(text).toMatch(new RegExp(`Descargar voucher: https?://\\S+/booking/voucher/${paid.id}\n`));
    expect(text).toMatch(new RegExp(`Descargar voucher \\(PDF\\): https?://\\S+${paid.id}\\S*\n`));
    expect(text).not.toContain("Agregar al calendario");

    const files = await filesOf(mail!.id);
    expect(files.map((file) => file.filename)).toEqual([
      `voucher-${paid.code}.pdf`,
      `voucher-hotel-${paid.code}.pdf`,
      `viaje-${paid.code}.ics`,
    ]);
    expect(pdfText(files[0]!.content)).toContain(paid.code);
    expect(pdfText(files[1]!.content)).toContain("VOUCHER DE HOTEL");
    const ics = Buffer.from(files[2]!.content)
      .toString("utf8")
      .replace(/\r\n[ \t]/g, "");
    expect(ics.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
    const segments = offer.slices.flatMap((slice) => slice.options[0]?.segments ?? []);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(segments.length + 2);
    expect(ics.match(/SUMMARY:Vuelo /g)).toHaveLength(segments.length);
    expect(ics).toContain("SUMMARY:Estadía en Malecón Suites Miraflores: entrada");
    expect(ics).toMatch(new RegExp(`DTSTART:${input.hotel.checkIn.replaceAll("-", "")}T190000Z`));
    expect(ics.match(/DTSTART:\d{8}T\d{6}Z/g)).toHaveLength(segments.length + 2);
  });

  it("a cash code's one e-mail names the whole trip, not only the flight", async () => {
    const input = { ...basket(720), contact: { ...holdInput(offer).contact, email: "basket-cash@example.com" } };
    const outcome = await holdFlightHotel(handle.db, input);
    if (outcome.status !== "held") throw new Error(outcome.status);
    const started = await startOrderPayment(handle.db, { id: outcome.orderId }, { method: "cash" });
    if (started.status !== "cash") throw new Error(started.status);
    // A retried cash choice answers the same code and queues nothing more.
    await startOrderPayment(handle.db, { id: outcome.orderId }, { method: "cash" });
    const mails = await mailsTo("basket-cash@example.com");
    expect(mails.map((mail) => mail.template)).toEqual(["order-cash-code"]);
    const text = nbsp(mails[0]!.text);
    expect(text).toContain(`Código de pago: ${started.code}`);
    expect(text).toMatch(/Tu viaje:\n\nVuelo \w{3} - \w{3}: /);
    expect(text).toContain("\n\nMalecón Suites Miraflores, Miraflores: Habitación estándar");
    expect(text).toMatch(/se liberan todos sus servicios \(Vuelo \w{3} - \w{3} y Malecón Suites Miraflores/);
  });

  it("a single hotel order still queues its one confirmation, in its own words, with its voucher and calendar", async () => {
    const guest = { firstName: "Rosa", lastName: "Huamán", documentType: "DNI" as const, documentNumber: "41234567" };
    const contact = {
      firstName: "Rosa",
      lastName: "Huamán",
      email: "hotel-alone@example.com",
      phoneCountryCode: "51",
      phoneNumber: "987654321",
    };
    const id = await paidHotelOrder(handle.db, hotelStay(ratePlanId, guest, 100), contact);
    const order = (await loadOrder(handle.db, id))!;
    const mails = await mailsTo("hotel-alone@example.com");
    expect(mails.map((mail) => [mail.template, mail.dedupeKey])).toEqual([
      ["hotel-order-confirmed", `hotel-order:${id}:confirmed`],
    ]);
    expect(mails[0]?.subject).toBe(`Tu reserva en Malecón Suites Miraflores está confirmada (código ${order.code})`);
    const files = await filesOf(mails[0]!.id);
    expect(files.map((file) => file.filename)).toEqual([
      `voucher-hotel-${order.code}.pdf`,
      `estadia-${order.code}.ics`,
    ]);
    const ics = Buffer.from(files[1]!.content).toString("utf8");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});
