import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { formatDateCompact, formatDateLong } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import { STORAGE_KEYS, writeStored } from "#app/platform/storage-keys.ts";
import { canToggleOffers, visibleOffers, type DestinationOfferView } from "./destination-offers.ts";

/** One offer: route, dates and total in USD and PEN; a click runs the default search of SPEC 3 and keeps it. */
function OfferItem({ offer }: { offer: DestinationOfferView }) {
  const dates = `${formatDateLong(offer.dateStart)} al ${formatDateLong(offer.dateEnd)}`;
  return (
    <Link
      to={offer.searchUrl}
      onClick={() => writeStored(STORAGE_KEYS.lastFlightSearch, offer.searchUrl)}
      className="group flex h-full flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm transition-shadow outline-none hover:shadow-md focus-visible:ring-4 focus-visible:ring-accent-400"
    >
      <span className="flex items-center gap-2 text-lg font-bold text-ink">
        <span>{offer.origin}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 text-brand-600"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M3 10h13m-4-4 4 4-4 4" />
        </svg>
        <span className="sr-only"> a </span>
        <span>{offer.destination}</span>
      </span>
      <span className="text-sm text-muted">
        <span className="sr-only">Ida y vuelta, del {dates}</span>
        <span aria-hidden="true">
          Ida {formatDateCompact(offer.dateStart)} · Vuelta {formatDateCompact(offer.dateEnd)}
        </span>
      </span>
      <span className="mt-auto flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-t border-slate-100 pt-3">
        <span className="text-sm text-muted">Total por persona</span>
        <span className="text-right">
          <span className="block text-2xl font-extrabold text-brand-700">
            {formatMoney(offer.totalMinor, offer.currency)}
          </span>
          {offer.totalPenMinor !== null ? (
            <span className="block text-sm font-semibold text-ink">
              {formatMoney(offer.totalPenMinor, "PEN", { alwaysDecimals: true })}
              <span className="sr-only"> en soles</span>
            </span>
          ) : null}
        </span>
      </span>
      <span className="text-sm font-semibold text-brand-700 underline-offset-2 group-hover:underline">Ver vuelos</span>
    </Link>
  );
}

/** Cheapest recent offers of the page's route: 2 shown, 'Ver más ofertas' shows all (up to 6), 'Ver menos' returns to 2. */
export function DestinationOffersSection({
  offers,
  origin,
  destination,
}: {
  offers: readonly DestinationOfferView[];
  origin: string;
  destination: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = visibleOffers(offers, expanded);
  return (
    <section aria-labelledby="ofertas-destino" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h2 id="ofertas-destino" className="text-2xl font-extrabold text-brand-700">
        Ofertas recientes de {origin} a {destination}
      </h2>
      <p className="mt-1 text-muted">
        Las tarifas ida y vuelta más baratas que encontramos en búsquedas recientes. Los precios pueden cambiar según la
        disponibilidad.
      </p>
      {offers.length === 0 ? (
        <p className="mt-4 rounded-card bg-surface p-4">
          Aún no tenemos tarifas recientes para esta ruta. Busca tus fechas con el formulario o crea una alerta de
          precio y te avisaremos.
        </p>
      ) : (
        <>
          <ul id={listId} className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((offer) => (
              <li key={`${offer.dateStart}-${offer.dateEnd}-${offer.totalMinor}`}>
                <OfferItem offer={offer} />
              </li>
            ))}
          </ul>
          {canToggleOffers(offers.length) ? (
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                aria-expanded={expanded}
                aria-controls={listId}
                onPress={() => setExpanded((value) => !value)}
                data-js-only=""
              >
                {expanded ? "Ver menos" : "Ver más ofertas"}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
