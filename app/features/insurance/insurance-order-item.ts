/**
 * Insurance as an order item (issue 31), pure: the selection a page hands to `quote`, the details an item keeps, its
 * lines (one per insured traveller, plus IGV on national cover), its cancellation rules and what pages show of it.
 * The product port itself (reads, policy issue, e-mail) is insurance-order-product.server.ts.
 */
import type { ItemLine, ItemState, Order, OrderItem, OrderTraveller } from "#app/features/orders/order-contract.ts";
import type {
  AddOnTrip,
  DescribeAudience,
  ItemDescription,
  PenaltyRule,
} from "#app/features/orders/order-product-contract.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import { ageOn, medicalAssistance, NATIONAL_TAX_PERCENT, type PlanQuote } from "./insurance-rules.ts";
import type { PlanSnapshot, PolicyState } from "./insurance-types.ts";
import type { CertificateData } from "./policy-view.ts";

/** What a page asks to insure: a plan (null: the add-on's plan, the best-ranked that covers the trip) and a trip. */
export type InsuranceSelection = {
  planId: string | null;
  /** An INSURANCE_REGIONS code ("EU"); for a flight, `regionOfCountries` of its airports. */
  region: string;
  /** yyyy-mm-dd: the cover's first and last day (both count). */
  startDate: string;
  endDate: string;
  /** One age per insured traveller on `startDate`; used while the order has no travellers (results, summary). */
  ages: number[];
};

/** One insured traveller, priced; the n-th is the order's traveller `item.travellerIndexes[n]` once known. */
export type InsuredTraveller = { age: number; band: 1 | 2 | 3; priceMinor: number };

/** What an insurance item keeps (its `details`): a snapshot of the plan and trip as quoted, then the policy. */
export type InsuranceItemDetails = {
  plan: PlanSnapshot;
  region: string;
  destination: string;
  national: boolean;
  startDate: string;
  endDate: string;
  days: number;
  insured: InsuredTraveller[];
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** "COT-XXXXXXXXXX": the quote's reference, kept on the certificate. (The policy number is the item's supplierRef.) */
  quoteId: string;
};

export type InsuranceItem = OrderItem<InsuranceItemDetails>;

const WORLD_REGIONS: Record<string, string> = { US: "NA", CA: "NA" };
const SOUTH_AMERICA = ["AR", "BO", "BR", "CL", "CO", "EC", "GY", "PY", "SR", "UY", "VE"];
const CENTRAL_AMERICA = ["AW", "BS", "BZ", "CR", "CU", "CW", "DO", "GT", "HN", "JM", "MX", "NI", "PA", "PR", "SV"];
const EUROPE = [
  "AT",
  "BE",
  "CH",
  "CZ",
  "DE",
  "DK",
  "ES",
  "FI",
  "FR",
  "GB",
  "GR",
  "HR",
  "IE",
  "IS",
  "IT",
  "NL",
  "NO",
].concat(["PL", "PT", "SE", "HU", "RO", "BG", "LU", "MT", "CY", "EE", "LV", "LT", "SI", "SK"]);
const OCEANIA = ["AU", "NZ", "FJ", "PF"];
const AFRICA = ["ZA", "EG", "MA", "KE", "TZ", "NG", "TN", "SN"];

/** The insurance region of one country (ISO alpha-2); a country not listed is insured as Asia (worldwide cover). */
export function regionOfCountry(country: string): string {
  if (country === "PE") return "PE";
  if (SOUTH_AMERICA.includes(country)) return "SA";
  if (CENTRAL_AMERICA.includes(country)) return "CA";
  if (EUROPE.includes(country)) return "EU";
  if (OCEANIA.includes(country)) return "OC";
  if (AFRICA.includes(country)) return "AF";
  return WORLD_REGIONS[country] ?? "AS";
}

// Wider cover first: a trip through several regions is insured for the widest (worldwide > Europe > Latin America).
const REGION_WIDTH: Record<string, number> = { PE: 0, SA: 1, CA: 1, EU: 2, NA: 3, AS: 3, AF: 3, OC: 3 };

/** The region a trip through these countries needs (every airport of a flight itinerary). */
export function regionOfCountries(countries: string[]): string {
  return countries
    .map(regionOfCountry)
    .reduce((widest, region) => ((REGION_WIDTH[region] ?? 3) > (REGION_WIDTH[widest] ?? 0) ? region : widest), "PE");
}

/**
 * The travel-assistance add-on's selection for a flight itinerary: the best plan for the widest region among its
 * airports, from the first departure's local date to the last arrival's (both covered), one age per traveller.
 */
export function flightAssistanceSelection(flight: AddOnTrip): InsuranceSelection {
  const startDate = flight.firstDepartureLocal.slice(0, 10);
  const arrival = flight.lastArrivalLocal.slice(0, 10);
  return {
    planId: null,
    region: regionOfCountries(flight.countries),
    startDate,
    endDate: arrival > startDate ? arrival : startDate,
    ages: flight.ages,
  };
}

/** The insured ages: from the order's travellers' birth dates when all have one, else the selection's ages. */
export function insuredAges(
  selection: Pick<InsuranceSelection, "startDate" | "ages">,
  travellers: OrderTraveller[],
): number[] {
  const birthDates = travellers.flatMap((traveller) => (traveller.birthDate ? [traveller.birthDate] : []));
  if (birthDates.length === 0 || birthDates.length < travellers.length) return selection.ages;
  return birthDates.map((birthDate) => ageOn(birthDate, selection.startDate));
}

/** One "base" line per insured traveller and, on national cover, one IGV line: they add up to the quote's total. */
export function insuranceLines(quote: Pick<PlanQuote, "travellers" | "taxMinor">): ItemLine[] {
  const lines: ItemLine[] = quote.travellers.map((traveller, index) => ({
    kind: "base",
    code: `PAX${String(index + 1)}`,
    label: `Asegurado ${String(index + 1)} (${String(traveller.age)} años)`,
    quantity: 1,
    unitMinor: traveller.priceMinor,
    amountMinor: traveller.priceMinor,
  }));
  if (quote.taxMinor > 0) {
    lines.push({
      kind: "tax",
      code: "IGV",
      label: `IGV (${String(NATIONAL_TAX_PERCENT)}%)`,
      quantity: 1,
      unitMinor: quote.taxMinor,
      amountMinor: quote.taxMinor,
    });
  }
  return lines;
}

export const COVER_STARTED_MESSAGE = "La cobertura ya empezó: esta póliza ya no se puede anular.";

/**
 * An issued policy's rule for the order core's cancellation (Lima date `today`): until the day before its cover
 * starts it is cancelled and the insurer keeps nothing (the core adds the agency's 10 % commission); from the first
 * day of cover it stays in force and is not refunded (alone, it cannot be cancelled; with a flight, the flight can).
 */
export function insurancePenalty(item: InsuranceItem, today: string): PenaltyRule {
  if (today >= item.details.startDate) return { outcome: "keep", reason: COVER_STARTED_MESSAGE };
  return {
    outcome: "cancel",
    retainedMinor: 0,
    rule: "la aseguradora no retiene nada antes de que empiece la cobertura",
  };
}

/** The policy state an item stands for (certificate, 'Mis seguros'). */
export function policyStateOfItem(state: ItemState): PolicyState {
  if (state === "confirmed" || state === "fulfilled") return "active";
  if (state === "released") return "expired";
  return state === "cancelled" ? "cancelled" : "pending_payment";
}

const ITEM_STATUS: Record<PolicyState, string> = {
  active: "Vigente (pagada)",
  pending_payment: "Pendiente de pago",
  expired: "Anulada sin pago",
  cancelled: "Anulada",
};

const fullName = (traveller: OrderTraveller | undefined) =>
  traveller ? `${traveller.firstName} ${traveller.lastName}` : null;

const DOCUMENT_TYPES = { DNI: "DNI", CE: "CE", PASAPORTE: "PAS" } as const;

/** The certificate of an insurance item: its policy (supplierRef), plan, trip and the order's insured travellers. */
export function certificateOfItem(
  item: InsuranceItem,
  order: Pick<Order, "travellers"> & Partial<Pick<Order, "code">>,
): CertificateData {
  const details = item.details;
  return {
    policyNumber: item.supplierRef ?? "",
    ...(order.code ? { orderCode: order.code } : {}),
    quoteId: details.quoteId,
    state: policyStateOfItem(item.state),
    planName: details.plan.name,
    company: details.plan.company,
    destination: details.destination,
    startDate: details.startDate,
    endDate: details.endDate,
    days: details.days,
    totalMinor: details.totalMinor,
    taxMinor: details.taxMinor,
    coverage: details.plan.coverage,
    assistancePhone: details.plan.assistancePhone,
    travellers: details.insured.map((person, index) => {
      const traveller = order.travellers[item.travellerIndexes[index] ?? -1];
      return {
        names: traveller?.firstName ?? `Asegurado ${String(index + 1)}`,
        surnames: traveller?.lastName ?? "",
        documentType: traveller ? DOCUMENT_TYPES[traveller.documentType] : "DNI",
        documentNumber: traveller?.documentNumber ?? "",
        birthDate: traveller?.birthDate ?? "",
        age: person.age,
      };
    }),
  };
}

/** What a page, e-mail, PDF or staff screen shows of an insurance item (its amounts come from OrderAmounts). */
export function describeInsuranceItem(
  item: InsuranceItem,
  order: Pick<Order, "travellers">,
  audience: DescribeAudience,
): ItemDescription {
  const details = item.details;
  const insured = details.insured.map((person, index) => {
    const name = fullName(order.travellers[item.travellerIndexes[index] ?? -1]);
    return `${name ?? `Asegurado ${String(index + 1)}`} (${String(person.age)} años)`;
  });
  const facts = [
    { label: "Plan", value: `${details.plan.name} · ${details.plan.company}` },
    { label: "Vigencia", value: `Del ${formatDateShort(details.startDate)} al ${formatDateShort(details.endDate)}` },
    { label: "Destino", value: details.destination },
    { label: "Asegurados", value: insured.join(", ") },
    { label: "Asistencia médica", value: medicalAssistance(details.plan.coverage) },
    { label: "Central de asistencia 24 horas", value: details.plan.assistancePhone },
    { label: "Estado", value: ITEM_STATUS[policyStateOfItem(item.state)] },
  ];
  if (audience === "staff") facts.push({ label: "Cotización", value: details.quoteId });
  return {
    title: `Seguro de viaje ${details.plan.name}`,
    subtitle: `${String(details.days)} días por ${details.destination} · del ${formatDateShort(details.startDate)} al ${formatDateShort(details.endDate)}`,
    facts,
    reference: item.supplierRef ? `Póliza ${item.supplierRef}` : null,
    startDate: details.startDate,
  };
}
