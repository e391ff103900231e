import { describe, expect, it } from "vitest";
import type { Order, OrderTraveller } from "#app/features/orders/order-contract.ts";
import {
  certificateOfItem,
  COVER_STARTED_MESSAGE,
  describeInsuranceItem,
  flightAssistanceSelection,
  insurancePenalty,
  insuranceLines,
  insuredAges,
  regionOfCountries,
  type InsuranceItem,
} from "./insurance-order-item.ts";
import { quotePlan } from "./insurance-rules.ts";
import type { InsurancePlan } from "./insurance-types.ts";

const PLAN: InsurancePlan = {
  id: "CONDOR-PERU",
  name: "Cóndor Perú",
  company: "Cóndor Asistencia al Viajero S.A.C.",
  mainCover: "Asistencia médica",
  zones: ["peru"],
  minDays: 1,
  maxDays: 60,
  pricePerDayMinor: { 1: 150, 2: 290, 3: null },
  coverage: [{ Codigo: "C.{ip}", Valor: "USD 10,000", NombreVisible: "Asistencia médica" }],
  assistancePhone: "+51 1 700 4455",
};

const traveller = (firstName: string, birthDate: string, documentType: OrderTraveller["documentType"] = "DNI") =>
  ({
    type: "ADT",
    documentType,
    documentNumber: "45678912",
    firstName,
    lastName: "Quispe",
    birthDate,
    nationality: "PE",
    gender: "F",
  }) satisfies OrderTraveller;

function item(state: InsuranceItem["state"], startDate = "2027-01-10"): InsuranceItem {
  const quote = quotePlan(PLAN, { region: "PE", startDate, endDate: "2027-01-16", ages: [35, 70] })!;
  const { zones: _z, minDays: _a, maxDays: _b, ...plan } = PLAN;
  return {
    id: "item-1",
    orderId: "order-1",
    product: "insurance",
    state,
    position: 1,
    currency: "USD",
    lines: insuranceLines(quote),
    subtotalMinor: quote.totalMinor,
    travellerIndexes: [0, 1],
    details: {
      plan,
      region: "PE",
      destination: "Perú",
      national: true,
      startDate,
      endDate: "2027-01-16",
      days: 7,
      insured: quote.travellers,
      subtotalMinor: quote.subtotalMinor,
      taxMinor: quote.taxMinor,
      totalMinor: quote.totalMinor,
      quoteId: "COT-ABCDEFGHJK",
    },
    supplierRef: state === "held" ? null : "KVS-ABCD2345",
    holdExpiresAt: null,
    priceValidUntil: null,
  };
}

const ORDER = {
  travellers: [traveller("Ana", "1991-01-15"), traveller("Luis", "1956-01-15", "PASAPORTE")],
} satisfies Pick<Order, "travellers">;

describe("insurance as an order item", () => {
  it("insures a trip for the widest region among its airports", () => {
    expect(regionOfCountries(["PE", "PE"])).toBe("PE");
    expect(regionOfCountries(["PE", "CO"])).toBe("SA");
    expect(regionOfCountries(["PE", "ES", "CO"])).toBe("EU");
    expect(regionOfCountries(["PE", "US", "ES"])).toBe("NA");
    expect(regionOfCountries(["PE", "MX"])).toBe("CA");
  });

  it("selects the add-on's cover for a flight: widest region, first departure to last arrival, best plan", () => {
    expect(
      flightAssistanceSelection({
        countries: ["PE", "ES", "PE"],
        firstDepartureLocal: "2027-01-10T23:40",
        lastArrivalLocal: "2027-01-25T06:10",
        ages: [35, 8, 1],
      }),
    ).toEqual({ planId: null, region: "EU", startDate: "2027-01-10", endDate: "2027-01-25", ages: [35, 8, 1] });
  });

  it("prices one line per traveller plus IGV on national cover, and the lines add up to the quote's total", () => {
    const insured = item("held");
    expect(insured.lines.map((line) => [line.kind, line.code, line.label, line.amountMinor])).toEqual([
      ["base", "PAX1", "Asegurado 1 (35 años)", 7 * 150],
      ["base", "PAX2", "Asegurado 2 (70 años)", 7 * 290],
      ["tax", "IGV", "IGV (18%)", Math.round(7 * 440 * 1.18) - 7 * 440],
    ]);
    expect(insured.lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(insured.details.totalMinor);
  });

  it("takes the ages from the travellers' birth dates on the start date, else from the selection", () => {
    const selection = { startDate: "2027-01-10", ages: [30] };
    expect(insuredAges(selection, [])).toEqual([30]);
    expect(insuredAges(selection, ORDER.travellers)).toEqual([35, 70]);
  });

  it("cancels an issued policy until the day before cover starts (nothing kept by the insurer), then keeps it", () => {
    const issued = item("fulfilled");
    expect(insurancePenalty(issued, "2027-01-09")).toMatchObject({ outcome: "cancel", retainedMinor: 0 });
    expect(insurancePenalty(issued, "2027-01-10")).toEqual({ outcome: "keep", reason: COVER_STARTED_MESSAGE });
  });

  it("describes the item with the order's travellers and the policy number once issued", () => {
    const held = describeInsuranceItem(item("held"), ORDER, "page");
    expect(held.title).toBe("Seguro de viaje Cóndor Perú");
    expect(held.subtitle).toBe("7 días por Perú · del 10/01/2027 al 16/01/2027");
    expect(held.reference).toBeNull();
    expect(held.facts).toContainEqual({ label: "Asegurados", value: "Ana Quispe (35 años), Luis Quispe (70 años)" });
    expect(held.facts).toContainEqual({ label: "Estado", value: "Pendiente de pago" });
    const issued = describeInsuranceItem(item("fulfilled"), ORDER, "email");
    expect(issued.reference).toBe("Póliza KVS-ABCD2345");
    expect(issued.facts).toContainEqual({ label: "Estado", value: "Vigente (pagada)" });
  });

  it("builds the certificate of an issued item as paid, with the insured travellers' documents", () => {
    const certificate = certificateOfItem(item("fulfilled"), ORDER);
    expect(certificate).toMatchObject({ policyNumber: "KVS-ABCD2345", state: "active", quoteId: "COT-ABCDEFGHJK" });
    expect(certificate.travellers.map((person) => [person.names, person.documentType, person.age])).toEqual([
      ["Ana", "DNI", 35],
      ["Luis", "PAS", 70],
    ]);
  });
});
