import { Link } from "react-router";
import { formatMoney } from "#app/utils/money.ts";
import { buildFlightResultsUrl, defaultSearchFromOffer } from "#app/features/flights/index.ts";
import { STORAGE_KEYS, writeStored } from "#app/platform/storage-keys.ts";
import type { MostWantedOffer } from "./offer-types.ts";

export const OFFER_IMAGE_WIDTH = 320;
export const OFFER_IMAGE_HEIGHT = 200;

/** The search URL an offer runs (SPEC 3: round trip, 1 adult, class 0, language ES). */
export function offerSearchUrl(offer: MostWantedOffer, today: string): string {
  return buildFlightResultsUrl(defaultSearchFromOffer(offer, today));
}

/** One offer: destination, image and the fare in USD and PEN; a click runs the default search and keeps it. */
export function OfferCard({ offer, today }: { offer: MostWantedOffer; today: string }) {
  const url = offerSearchUrl(offer, today);
  return (
    <Link
      to={url}
      onClick={() => writeStored(STORAGE_KEYS.lastFlightSearch, url)}
      className="group kv-content-card transition-shadow"
    >
      <img
        src={offer.image}
        alt=""
        width={OFFER_IMAGE_WIDTH}
        height={OFFER_IMAGE_HEIGHT}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg font-bold text-ink">{offer.destination}</h3>
        <p className="text-sm text-muted">Ida y vuelta desde {offer.origin}</p>
        <p className="mt-auto pt-2 text-sm text-muted">
          Desde{" "}
          <span className="text-2xl font-extrabold text-brand-700">{formatMoney(offer.rate, offer.currency)}</span>
        </p>
        {offer.ratePen !== null ? (
          <p className="text-sm font-semibold text-ink">
            {formatMoney(offer.ratePen, "PEN", { alwaysDecimals: true })}
            <span className="sr-only"> en soles</span>
          </p>
        ) : null}
      </div>
    </Link>
  );
}
