/**
 * Insurance as a product of the order core (issue 31; port: app/features/orders/order-contract.ts `OrderProduct`).
 * Used for a policy bought on its own and for the flight checkout's travel-assistance add-on (an insurance item of
 * the flight's order). Exported API:
 *
 * - `insuranceOrderProduct: OrderProduct<InsuranceSelection, InsuranceItemDetails>` (kind "insurance"), registered
 *   with the core by `registerInsuranceOrderProduct()`, which start-up calls through `registerInsurance`.
 *   - quote(selection, { travellers, now, seenTotalMinor }): prices from the `insurance_plans` catalogue.
 *     `selection` = { planId (null: the best-ranked plan that covers the trip, as the add-on uses), region
 *     (INSURANCE_REGIONS code; for a flight `regionOfCountries(airport countries)`), startDate, endDate (yyyy-mm-dd,
 *     both covered), ages (one per traveller; ignored when `travellers` are given: ages then come from their birth
 *     dates on startDate) }. Lines: one "base" line per insured traveller (code PAX1.., 'Asegurado 1 (35 años)'),
 *     plus an "tax" line IGV (18%) on national cover; all US$. "gone" with a Spanish reason when nothing covers it.
 *   - hold(tx, request): no inventory; re-checks the plan is on sale and the travellers' ages fall in the quoted
 *     bands; held with expiresAt null.
 *   - release: nothing to give back (idempotent no-op).
 *   - confirm(tx, item, { order, now }): issues the policy, state "fulfilled". A policy bought alone (the item's
 *     product record in `insurance_policies`) keeps its number; the add-on gets a number "KVS-XXXXXXXX" (returned
 *     as supplierRef, kept if already issued).
 *   - confirmation(tx, item, { order, payment }): the purchase's paid e-mail (`insurance-policy:<policyId>:paid`) for
 *     a policy bought alone, the certificate e-mail (`insurance-item:<itemId>:issued`) for an issued item; both carry
 *     the certificate issued as paid and the core queues them in the payment's transaction (decision 062).
 *   - cancellationPenalty / cancel: issued: until the day before cover starts (Lima) cancelled with nothing kept by
 *     the insurer (the core adds its commission); from the first day of cover kept in force. cancel changes nothing
 *     outside the core.
 *   - orderPath(order): `/conformidad?pedido=<order id>` (the core's access rule opens it; decision 050).
 *   - describe(item, { order, audience }): title 'Seguro de viaje <plan>', subtitle '<n> días por <destino> · del .. al
 *     ..', facts (plan, vigencia, destino, asegurados, asistencia médica, central 24 h, estado), reference 'Póliza ..'.
 *   - documents(item, { order }): none yet: the certificate travels with the issue e-mail. Once the order pages have
 *     an owner-checked route for it (`insuranceCertificatePath(order.code, item.id)` serving
 *     `renderItemCertificate(db, item, order)`), documents returns it for an issued item.
 *   - quoteAddOn(trip, context): the flight checkout's travel-assistance add-on (the order core's `AddOnTrip`):
 *     `quote` of `flightAssistanceSelection(trip)` (planId null, widest region, first departure to last arrival).
 * - Pure helpers in insurance-order-item.ts: `regionOfCountries`, `insuranceLines`, `insurancePenalty`,
 *   `describeInsuranceItem`, `certificateOfItem`, types `InsuranceSelection`, `InsuranceItemDetails`.
 */
import { randomInt } from "node:crypto";
import { getDb, type Db, type Tx } from "#db";
import { formatDateShort, todayInLima } from "#app/utils/dates.ts";
import type {
  ItemConfirmation,
  ItemDocument,
  OrderProduct,
  PenaltyRule,
  QuoteContext,
  QuoteOutcome,
} from "#app/features/orders/order-product-contract.ts";
import type { Order, OrderPaymentRef } from "#app/features/orders/order-contract.ts";
import { orderLinkUrl, registerOrderProduct, renderOrderEmail } from "#app/features/orders/index.server.ts";
import { insuranceConfig } from "./insurance-config.server.ts";
import { policyPaidConfirmation } from "./insurance-emails.server.ts";
import { formatUsd } from "./insurance-money.ts";
import { insuranceOrderPath } from "./insurance-urls.ts";
import {
  certificateOfItem,
  describeInsuranceItem,
  flightAssistanceSelection,
  insurancePenalty,
  insuranceLines,
  insuredAges,
  type InsuranceItem,
  type InsuranceItemDetails,
  type InsuranceSelection,
} from "./insurance-order-item.ts";
import { findActivePlan, listActivePlans } from "./insurance-queries.server.ts";
import { destinationName } from "./insurance-quote.server.ts";
import { ageBand, coverDays, isNationalRegion, quotePlan, quoteTrip, type PlanQuote } from "./insurance-rules.ts";
import { orderCertificateFrame, renderPolicyCertificate } from "./policy-certificate.server.ts";
import { policyOfItem, toPolicyView } from "./policy-queries.server.ts";
import { isTravelAssistance, issueTravelAssistance } from "./travel-assistance-issue.server.ts";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const randomCode = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

export const PLAN_UNAVAILABLE_MESSAGE =
  "Este plan ya no cubre tu viaje. Vuelve a cotizar para ver los planes disponibles.";
export const DATES_INVALID_MESSAGE = "Las fechas del viaje no son válidas: la salida debe ser hoy o después.";
export const BAND_CHANGED_MESSAGE = "La edad de un viajero no corresponde a la cotizada. Vuelve a cotizar tu seguro.";
export const INSURANCE_ISSUED_EMAIL_TEMPLATE = "insurance-item-issued";

/** Where the owner of an order downloads an insurance item's certificate. */
export function insuranceCertificatePath(orderCode: string, itemId: string): string {
  return `/seguros/certificado/${encodeURIComponent(orderCode)}/${encodeURIComponent(itemId)}`;
}

/** An insurance item's details for a quote: the plan's snapshot, the trip, the insured and a new quote reference. */
export function insuranceItemDetails(quote: PlanQuote, selection: InsuranceSelection): InsuranceItemDetails {
  const { zones: _zones, minDays: _min, maxDays: _max, ...plan } = quote.plan;
  return {
    plan,
    region: selection.region,
    destination: destinationName(selection.region),
    national: isNationalRegion(selection.region),
    startDate: selection.startDate,
    endDate: selection.endDate,
    days: coverDays(selection.startDate, selection.endDate),
    insured: quote.travellers,
    subtotalMinor: quote.subtotalMinor,
    taxMinor: quote.taxMinor,
    totalMinor: quote.totalMinor,
    quoteId: `COT-${randomCode(10)}`,
  };
}

async function quote(
  selection: InsuranceSelection,
  context: QuoteContext,
): Promise<QuoteOutcome<InsuranceItemDetails>> {
  if (selection.startDate < todayInLima(context.now) || selection.endDate < selection.startDate) {
    return { status: "gone", reason: DATES_INVALID_MESSAGE };
  }
  const plans = await listActivePlans(getDb());
  const trip = { ...selection, ages: insuredAges(selection, context.travellers) };
  const ranked = quoteTrip(plans, trip);
  if (!ranked.ok) return { status: "gone", reason: ranked.reason };
  const plan = selection.planId === null ? null : plans.find((candidate) => candidate.id === selection.planId);
  const chosen = plan === null ? ranked.quotes[0] : plan ? quotePlan(plan, trip) : null;
  if (!chosen) return { status: "gone", reason: PLAN_UNAVAILABLE_MESSAGE };
  const seen = context.seenTotalMinor;
  return {
    status: "available",
    details: insuranceItemDetails(chosen, selection),
    currency: "USD",
    lines: insuranceLines(chosen),
    validUntil: null,
    changed:
      seen !== null && seen !== chosen.totalMinor
        ? { previousMinor: seen, reason: "La tarifa del plan cambió en nuestro catálogo." }
        : null,
    title: `${chosen.plan.name} · ${chosen.plan.company}`,
  };
}

/** The certificate PDF of an insurance item, as of its state now (paid once issued), in its order's frame. */
export async function renderItemCertificate(
  db: Db | Tx,
  item: InsuranceItem,
  order: Order,
  payment: OrderPaymentRef | null = null,
) {
  return renderPolicyCertificate(certificateOfItem(item, order), await orderCertificateFrame(db, order, payment));
}

/** An issued item's certificate e-mail (once per item): its part of the order's confirmation, the core queues it. */
async function issuedConfirmation(
  tx: Tx,
  issued: InsuranceItem,
  order: Order,
  payment: OrderPaymentRef | null,
): Promise<ItemConfirmation> {
  const details = issued.details;
  const policyNumber = issued.supplierRef ?? "";
  const site = insuranceConfig().siteUrl.replace(/\/$/, "");
  const email = renderOrderEmail(
    {
      subject: `Tu seguro ${details.plan.name} está emitido (póliza ${policyNumber})`,
      preheader: `Pedido ${order.code} · ${details.destination}, del ${formatDateShort(details.startDate)} al ${formatDateShort(details.endDate)}`,
      heading: `¡Listo, ${order.contact.firstName}! Tu seguro está vigente`,
      paragraphs: [
        `Emitimos la póliza ${policyNumber} de tu pedido ${order.code}: ${details.plan.name}, ${String(details.days)} días por ${details.destination}, del ${formatDateShort(details.startDate)} al ${formatDateShort(details.endDate)}.`,
        `Prima pagada: ${formatUsd(details.totalMinor)}${details.taxMinor > 0 ? " (incluye IGV)" : ""}.`,
        `Adjuntamos tu certificado en PDF. Central de asistencia 24 horas: ${details.plan.assistancePhone}.`,
      ],
      action: { label: "Ver mi pedido", url: orderLinkUrl(order.id, site) },
    },
    site,
  );
  return {
    email: {
      dedupeKey: `insurance-item:${issued.id}:issued`,
      template: INSURANCE_ISSUED_EMAIL_TEMPLATE,
      ...email,
      metadata: { policyNumber, orderCode: order.code },
    },
    files: [
      {
        filename: `certificado-${policyNumber}.pdf`,
        contentType: "application/pdf",
        content: await renderItemCertificate(tx, issued, order, payment),
      },
    ],
  };
}

/** An add-on no plan covered (no policy was issued): cancelled with its flight, nothing kept by an insurer. */
const UNISSUED_ASSISTANCE: PenaltyRule = {
  outcome: "cancel",
  retainedMinor: 0,
  rule: "no se emitió una póliza: no hay retención de la aseguradora",
};

function describeAssistance(item: { supplierRef: string | null; details: { assistance: { days: number } } }) {
  return {
    title: "Asistencia en viaje",
    subtitle: `${String(item.details.assistance.days)} días`,
    facts: [],
    reference: item.supplierRef ? `Póliza ${item.supplierRef}` : null,
  };
}

export const insuranceOrderProduct = {
  kind: "insurance",
  quote,
  // The flight checkout's add-on: the same quote as /seguros for the itinerary's widest region and dates.
  quoteAddOn: (trip, context) => quote(flightAssistanceSelection(trip), context),
  async hold(tx, request) {
    const plan = await findActivePlan(tx, request.details.plan.id);
    if (!plan) return { status: "gone", reason: PLAN_UNAVAILABLE_MESSAGE };
    const travellers = request.travellerIndexes
      .map((index) => request.travellers[index])
      .filter((t) => t !== undefined);
    const quoted = request.details.insured.map((person) => person.age);
    const ages = insuredAges({ startDate: request.details.startDate, ages: quoted }, travellers);
    const sameBands = ages.every((age, index) => ageBand(age) === request.details.insured[index]?.band);
    if (ages.length !== request.details.insured.length || !sameBands) {
      return { status: "gone", reason: BAND_CHANGED_MESSAGE };
    }
    return { status: "held", expiresAt: null, supplierRef: null };
  },
  async release() {
    // No inventory: an unpaid policy simply ends with its order.
  },
  async confirm(tx, item, { order, now }) {
    // A policy bought alone is the item's product record: issued under its own number.
    const policy = await policyOfItem(tx, item.id);
    if (policy) return { state: "fulfilled", supplierRef: policy.policyNumber };
    // The flight's travel-assistance add-on becomes a full insurance item on payment (plan, trip, insured).
    if (isTravelAssistance(item.details))
      await issueTravelAssistance(tx, { ...item, details: item.details }, order, now);
    return { state: "fulfilled", supplierRef: item.supplierRef ?? `KVS-${randomCode(8)}` };
  },
  // Asked once the order's items are all confirmed: a policy bought alone gets the paid e-mail, an issued item (the
  // flight's add-on) its certificate e-mail; an add-on no plan covered (still in its old shape) gets none.
  async confirmation(tx, item, { order, payment }) {
    const policy = await policyOfItem(tx, item.id);
    if (policy) {
      const view = await toPolicyView(tx, policy, order);
      const siteUrl = insuranceConfig().siteUrl;
      return policyPaidConfirmation(tx, view, { policyId: policy.id, orderId: order.id, siteUrl, payment });
    }
    if (isTravelAssistance(item.details)) return null;
    return issuedConfirmation(tx, item, order, payment);
  },
  cancellationPenalty(item, { now }) {
    if (isTravelAssistance(item.details)) return UNISSUED_ASSISTANCE;
    return insurancePenalty(item, todayInLima(now));
  },
  async cancel() {
    // Nothing outside the core: the policy ends with its item.
  },
  describe(item, { order, audience }) {
    if (isTravelAssistance(item.details))
      return describeAssistance({ supplierRef: item.supplierRef, details: item.details });
    return describeInsuranceItem(item, order, audience);
  },
  // A policy bought alone opens on /conformidad (by its order: an unpaid item has no policy number yet).
  orderPath: (order) => insuranceOrderPath(order.id),
  documents(): ItemDocument[] {
    // No owner-checked download route for order items yet: the certificate is e-mailed on issue (see the header).
    return [];
  },
} satisfies OrderProduct<InsuranceSelection, InsuranceItemDetails>;

/** Start-up: insurance as an order product (policies bought alone and the flight's travel-assistance add-on). */
export function registerInsuranceOrderProduct(): void {
  registerOrderProduct(insuranceOrderProduct);
}
