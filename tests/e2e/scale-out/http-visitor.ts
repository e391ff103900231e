import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import { adult } from "#tests/support/flight-fixture.ts";
import { limaDate } from "#tests/e2e/home-helpers.ts";

// A visitor as the servers see it: the cookies its browser keeps, carried to whichever instance answers (a load
// balancer may send each request to another one). Every request sends exactly these cookies.

/** One instance: its origin and a request context on it. */
export type Node = { name: string; url: string; api: APIRequestContext };

export type Visitor = { cookies: Map<string, string> };

export const newVisitor = (): Visitor => ({ cookies: new Map() });

/** Keeps (or, when expired, forgets) the cookies a response sets. */
function keepCookies(visitor: Visitor, response: APIResponse): void {
  for (const header of response.headersArray()) {
    if (header.name.toLowerCase() !== "set-cookie") continue;
    const [pair = "", ...attributes] = header.value.split(";");
    const split = pair.indexOf("=");
    const name = pair.slice(0, split).trim();
    const value = pair.slice(split + 1).trim();
    const expired =
      value === "" ||
      attributes.some((attribute) => {
        const [key = "", date = ""] = attribute.trim().split("=");
        if (key.toLowerCase() === "max-age") return Number(date) <= 0;
        return key.toLowerCase() === "expires" && Date.parse(date) <= Date.now();
      });
    if (expired) visitor.cookies.delete(name);
    else visitor.cookies.set(name, value);
  }
}

export function cookieHeader(visitor: Visitor): string {
  return [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

type SendOptions = {
  form?: URLSearchParams;
  json?: unknown;
  /** A raw body (a signed notification: the signature covers these exact bytes). */
  raw?: string;
  headers?: Record<string, string>;
  /** Another server calling (a payment provider): no browser Origin. */
  fromServer?: boolean;
};

/**
 * One request of the visitor to one instance, redirects not followed. Writes carry the instance's origin, as a
 * browser's would. Always through here: a request context's own cookie jar would mix visitors.
 */
export async function send(
  node: Node,
  visitor: Visitor,
  method: "GET" | "POST",
  path: string,
  options: SendOptions = {},
): Promise<APIResponse> {
  const headers: Record<string, string> = { cookie: cookieHeader(visitor), ...options.headers };
  if (method === "POST" && !options.fromServer) headers.origin = node.url;
  if (options.form) headers["content-type"] = "application/x-www-form-urlencoded";
  const body = options.form ? options.form.toString() : (options.raw ?? options.json);
  const response = await node.api.fetch(path, {
    method,
    headers,
    maxRedirects: 0,
    // A hundred holds at once on a loaded 2-core machine: generous, a real hang still fails.
    timeout: 120_000,
    ...(body === undefined ? {} : { data: body }),
  });
  keepCookies(visitor, response);
  return response;
}

/** The first direct LIM-`destination` one-way offer for one adult, `daysOut` days ahead. */
export async function directOffer(node: Node, destination: string, daysOut: number): Promise<FlightOffer> {
  const query = new URLSearchParams({
    tipo: "1",
    origen: "LIM",
    destino: destination,
    ida: limaDate(daysOut),
    adultos: "1",
    ninos: "0",
    infantes: "0",
    clase: "0",
    idioma: "ES",
  });
  const response = await send(node, newVisitor(), "GET", `/api/v1/flights/search?${query.toString()}`);
  expect(response.status()).toBe(200);
  const { offers } = (await response.json()) as { offers: FlightOffer[] };
  const offer = offers.find((candidate) => candidate.slices[0]?.options[0]?.segments.length === 1);
  if (!offer) throw new Error(`no direct LIM-${destination} offer in ${String(daysOut)} days`);
  return offer;
}

/** The fare-family step's post: opens a checkout for this visitor (its cookie) and sends it to /booking. */
export async function openCheckout(node: Node, visitor: Visitor, offer: FlightOffer): Promise<void> {
  const form = new URLSearchParams({ offerId: offer.id, fareFamilyCode: offer.fareFamily.code });
  for (const slice of offer.slices) form.append("optionIds", slice.options[0]?.id ?? "");
  const response = await send(node, visitor, "POST", "/reserva/vuelos", { form });
  expect(response.status(), await response.text()).toBe(302);
  expect(response.headers().location).toBe("/booking");
}

/** The 'Pasajeros' step's post for one adult (`n` makes a distinct traveller); a hold is a redirect to step 3. */
export async function submitPassengers(node: Node, visitor: Visitor, n: number, email: string): Promise<APIResponse> {
  const form = new URLSearchParams({ intent: "passengers" });
  for (const [field, value] of Object.entries(adult(n))) form.set(`passengers.0.${field}`, value);
  const contact = { firstName: "Rosa", lastName: "Quispe", phoneCountryCode: "51", phoneNumber: "987654321" };
  for (const [field, value] of Object.entries(contact)) form.set(`contact.${field}`, value);
  form.set("contact.email", email);
  form.set("contact.emailConfirmation", email);
  form.set("dataProcessing", "on");
  form.set("idempotencyKey", randomBytes(16).toString("base64url"));
  return send(node, visitor, "POST", "/booking", { form });
}

/** 'Revisar y pagar' with a card: accepts the current price, then answers the gateway's card page URL. */
export async function payByCard(node: Node, visitor: Visitor): Promise<string> {
  const accepted = await send(node, visitor, "POST", "/booking", {
    form: new URLSearchParams({ intent: "accept-price" }),
  });
  expect(accepted.status()).toBe(302);
  const form = new URLSearchParams({ intent: "pay", method: "card", promoCode: "" });
  const response = await send(node, visitor, "POST", "/booking", { form });
  expect(response.status(), await response.text()).toBe(302);
  return response.headers().location ?? "";
}

/** The gateway's hosted card page, submitted with an approved test card: answers where it sends the buyer back. */
export async function payAtGateway(node: Node, cardPageUrl: string): Promise<string> {
  const form = new URLSearchParams({
    numero: "4111 1111 1111 1111",
    vencimiento: "08/39",
    cvv: "123",
    titular: "Rosa Quispe",
    documento: "45678912",
    cuotas: "1",
  });
  const response = await send(node, newVisitor(), "POST", new URL(cardPageUrl).pathname, { form });
  expect(response.status()).toBe(303);
  return response.headers().location ?? "";
}
