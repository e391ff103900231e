// Offer ids: a signed token (supplier, search, chosen options, fare family, expiry) that a client cannot forge or alter.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { FlightOffer } from "./flight-offer-types.ts";
import type { OfferDraft } from "./flight-supplier.ts";
import { flightSearchConfig } from "./flight-search-config.server.ts";

type OfferToken = { s: string; q: string; o: string[]; f: string; x: number };

function sign(payload: string, key: string): string {
  return createHmac("sha256", key).update(payload).digest("base64url").slice(0, 22);
}

function offerId(token: OfferToken, key: string): string {
  const payload = Buffer.from(JSON.stringify(token)).toString("base64url");
  return `${payload}.${sign(payload, key)}`;
}

/** The token inside an offer id when its signature holds; null for anything forged, altered or malformed. */
export function readOfferId(id: string, key = flightSearchConfig().offerKey): OfferToken | null {
  if (id.length > 2_000) return null;
  const [payload = "", signature = ""] = id.split(".");
  const expected = sign(payload, key);
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return null;
  }
  try {
    const token = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as OfferToken;
    return typeof token.q === "string" && Array.isArray(token.o) && typeof token.x === "number" ? token : null;
  } catch {
    return null;
  }
}

/** A supplier's offer with its signed id and expiry. */
export function toOffer(
  draft: OfferDraft,
  supplier: string,
  query: string,
  expiresAt: number,
  key: string,
): FlightOffer {
  const token: OfferToken = {
    s: supplier,
    q: query,
    o: draft.slices.map((slice) => slice.options[0]?.id ?? ""),
    f: draft.fareFamily.code,
    x: expiresAt,
  };
  return { id: offerId(token, key), supplier, expiresAt: new Date(expiresAt).toISOString(), ...draft };
}
