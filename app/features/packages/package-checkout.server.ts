/**
 * /paquetes/:slug/reservar: the chosen departure and rooms with their amounts (computeOrderAmounts of the package's
 * lines), the travellers' and contact form, and the post that holds the places and writes the order, then goes to
 * its review and payment (/paquetes/reserva/:id).
 */
import { randomUUID } from "node:crypto";
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import { toIsoDate } from "#app/utils/birth-date.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import type { OrderAmounts, OrderTraveller } from "#app/features/orders/order-contract.ts";
import { previewOrderAmounts } from "#app/features/orders/index.ts";
import { grantOrder, orderExchangeRate } from "#app/features/orders/index.server.ts";
import {
  PACKAGE_CHECKOUT_MESSAGES,
  PackageCheckoutSchema,
  packageCheckoutValues,
  postedPackageValues,
  type PackageCheckoutForm,
} from "./package-checkout-schemas.ts";
import { packageDetail } from "./package-catalog.ts";
import { placePackageOrder } from "./package-order-place.server.ts";
import { roomsSummary, type PackageItemDetails } from "./package-order-item.ts";
import { placesOf, type PackageRoom } from "./package-pricing.ts";
import { packageOrderProduct } from "./package-product.server.ts";
import { readPackageChoice } from "./package-selection.ts";
import { packageOrderPaths } from "./package-urls.ts";

/** One traveller slot of the form: adult or child (with the age the room was chosen for). */
export type TravellerSlot = { room: number; kind: "adult" | "child"; age: number | null };

export type PackageCheckoutPage = {
  slug: string;
  name: string;
  duration: string;
  departureDate: string;
  rooms: PackageRoom[];
  roomsText: string;
  /** Null with the reason when this choice cannot be sold. */
  offer: { details: PackageItemDetails; amounts: OrderAmounts } | { unavailable: string };
  slots: TravellerSlot[];
  idempotencyKey: string;
  prefill: { firstName: string; email: string } | null;
};

export type PackageCheckoutFailure = {
  message: string | null;
  errors: Record<string, string>;
  values: Record<string, string>;
};

function slotsOf(rooms: readonly PackageRoom[]): TravellerSlot[] {
  return rooms.flatMap((room, index) => [
    ...Array.from({ length: room.adults }, () => ({ room: index + 1, kind: "adult" as const, age: null })),
    ...room.childrenAges.map((age) => ({ room: index + 1, kind: "child" as const, age })),
  ]);
}

const ageOn = (birthDate: string, onDate: string) => {
  const [by = 0, bm = 0, bd = 0] = birthDate.split("-").map(Number);
  const [y = 0, m = 0, d = 0] = onDate.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
};

/** The choice the URL names, quoted as its order will be priced (404 for an unknown package or departure). */
export async function loadPackageCheckout(
  slug: string,
  params: URLSearchParams,
  user: SessionUser | null,
  now = new Date(),
): Promise<PackageCheckoutPage> {
  const detail = packageDetail(slug);
  const choice = readPackageChoice(params);
  if (!detail || !choice.departureDate) throw new Response("Elige una salida del paquete.", { status: 400 });
  const quoted = await packageOrderProduct.quote(
    { slug, departureDate: choice.departureDate, rooms: choice.rooms, holdKey: "preview" },
    { travellers: [], now, seenTotalMinor: null },
  );
  let offer: PackageCheckoutPage["offer"];
  if (quoted.status === "available") {
    const exchangeRate = await orderExchangeRate(getDb(), now);
    const amounts = previewOrderAmounts([{ product: "package", currency: "USD", lines: quoted.lines }], exchangeRate);
    offer = { details: quoted.details, amounts };
  } else offer = { unavailable: quoted.reason };
  return {
    slug,
    name: quoted.status === "available" ? quoted.details.name : detail.destinationName,
    duration: quoted.status === "available" ? quoted.details.duration : "",
    departureDate: choice.departureDate,
    rooms: choice.rooms,
    roomsText: roomsSummary(choice.rooms),
    offer,
    slots: slotsOf(choice.rooms),
    idempotencyKey: randomUUID(),
    prefill: user ? { firstName: user.firstName, email: user.email } : null,
  };
}

export type PackageCheckoutOutcome =
  | { kind: "redirect"; location: string; setCookie: string | null }
  | { kind: "failure"; status: number; failure: PackageCheckoutFailure };

const DOCUMENT_TYPES = { DNI: "DNI", CE: "CE", PAS: "PASAPORTE" } as const;

/** The form's travellers as the order's, checking each one's age on the departure day against their slot. */
function orderTravellers(
  input: PackageCheckoutForm,
  slots: readonly TravellerSlot[],
  departureDate: string,
  childMaxAge: number,
): { travellers: OrderTraveller[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const travellers = input.travellers.map((traveller, index): OrderTraveller => {
    const birthDate = toIsoDate(traveller.birthDate) ?? "";
    const age = ageOn(birthDate, departureDate);
    const slot = slots[index];
    const fits = slot?.kind === "child" ? age >= 0 && age <= childMaxAge : age > childMaxAge;
    if (!fits || birthDate > departureDate)
      errors[`travellers.${String(index)}.birthDate`] = PACKAGE_CHECKOUT_MESSAGES.childAge;
    return {
      type: age < 2 ? "INF" : age <= 11 ? "CHD" : "ADT",
      documentType: DOCUMENT_TYPES[traveller.documentType],
      documentNumber: traveller.documentNumber,
      firstName: traveller.firstName,
      lastName: traveller.lastName,
      birthDate,
      // Not asked: a DNI is Peruvian; any other document's country stays unknown (ISO 3166 user-assigned "ZZ").
      nationality: traveller.documentType === "DNI" ? "PE" : "ZZ",
      gender: traveller.gender,
    };
  });
  return { travellers, errors };
}

/** 'Continuar al pago': validates every traveller, holds the places and writes the order, then its review page. */
export async function submitPackageCheckout(
  request: Request,
  slug: string,
  form: FormData,
  user: SessionUser | null,
  now = new Date(),
): Promise<PackageCheckoutOutcome> {
  const page = await loadPackageCheckout(slug, new URL(request.url).searchParams, user, now);
  const values = postedPackageValues(form);
  const fail = (status: number, message: string | null, errors: Record<string, string> = {}) => ({
    kind: "failure" as const,
    status,
    failure: { message, errors, values },
  });
  if ("unavailable" in page.offer) return fail(409, page.offer.unavailable);
  const { details, amounts } = page.offer;
  const parsed = PackageCheckoutSchema.safeParse(packageCheckoutValues(form, placesOf(page.rooms)));
  if (!parsed.success) return fail(400, null, fieldErrors(parsed.error));
  const input = parsed.data;
  const { travellers, errors } = orderTravellers(input, page.slots, page.departureDate, details.prices.childMaxAge);
  if (Object.keys(errors).length > 0) return fail(400, null, errors);
  const outcome = await placePackageOrder(getDb(), {
    selection: { slug, departureDate: page.departureDate, rooms: page.rooms, holdKey: input.idempotencyKey },
    travellers,
    contact: {
      firstName: input.contact.firstName,
      lastName: input.contact.lastName,
      phoneCountryCode: input.contact.phoneCountryCode.replace("+", ""),
      phoneNumber: input.contact.phoneNumber,
      email: input.contact.email,
    },
    userId: user?.id ?? null,
    seenTotalMinor: amounts.total.chargeMinor,
    now,
  });
  if (outcome.status === "refused") return fail(409, outcome.reason);
  return {
    kind: "redirect",
    location: packageOrderPaths(outcome.orderId).page,
    setCookie: grantOrder(request, outcome.orderId, "purchase", now),
  };
}

/** "Salida el 12 ene. 2027 · 2 adultos · 1 habitación". */
export const choiceText = (page: Pick<PackageCheckoutPage, "departureDate" | "roomsText">) =>
  `Salida el ${formatDateShort(page.departureDate)} · ${page.roomsText}`;
