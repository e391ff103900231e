import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { formatDateShort } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import { roomsSummary } from "#app/features/travel-search/travel-search-ui.tsx";
import { StaySearchForm } from "#app/features/travel-search/travel-search-ui.tsx";
import { FoldedSearch, RateNote, StayPrice } from "#app/features/travel-search/stay-results-ui.tsx";
import { BOARD_LABELS } from "#app/features/hotels/index.ts";
import { Stars } from "#app/features/hotels/hotels-ui.tsx";
import type { FlightHotelPage } from "./flight-hotel-results.server.ts";

/** /resultados/vuelohotel: flight and hotel together, one price per person. */
export function FlightHotelResultsView({ page }: { page: FlightHotelPage }) {
  if (page.kind === "invalid")
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">Revisa tu búsqueda de vuelo + hotel</h1>
        <ul className="list-disc pl-6" role="alert">
          {Object.values(page.issues).map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
        <StaySearchForm product="vuelohotel" initial={page.form} />
      </div>
    );
  const { search } = page;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-4">
      <h1 className="text-xl font-bold sm:text-2xl">
        Vuelo + hotel de {page.originName} a {page.destinationName}
      </h1>
      <FoldedSearch
        summary={`Cambiar búsqueda: ${formatDateShort(search.startDate)} al ${formatDateShort(search.endDate)} · ${roomsSummary(search.rooms)}`}
      >
        <StaySearchForm product="vuelohotel" initial={search} />
      </FoldedSearch>
      {page.flight ? (
        <p className="text-sm">
          Vuelo ida y vuelta más económico para {page.travellers} {page.travellers === 1 ? "viajero" : "viajeros"}:{" "}
          <StayPrice amountMinor={page.flight.totalMinor} rate={page.exchangeRate} />.{" "}
          <Link to={page.flight.flightsUrl} className="text-brand-700 underline">
            Ver todos los vuelos
          </Link>
        </p>
      ) : null}
      {page.options.length === 0 ? (
        <p role="status" className="rounded-card border border-amber-300 bg-amber-50 p-4">
          {page.flight
            ? `No encontramos hoteles libres en ${page.destinationName} para esas fechas.`
            : "No encontramos vuelos para esas fechas."}{" "}
          Prueba con otras fechas o escríbenos.
        </p>
      ) : (
        page.options.map((option) => (
          <article
            key={option.hotel.slug}
            className="grid overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm sm:grid-cols-[14rem_1fr]"
          >
            <img
              src={option.hotel.photos[0]}
              alt=""
              width={480}
              height={240}
              className="h-28 w-full object-cover sm:h-full"
            />
            <div className="flex flex-col gap-2 p-4 md:flex-row md:justify-between">
              <div className="flex flex-col gap-1">
                <h2 className="text-lg font-bold">
                  <Link to={option.hotelUrl} className="hover:underline">
                    {option.hotel.name}
                  </Link>
                </h2>
                <p className="text-sm">
                  <Stars count={option.hotel.stars} /> · {option.hotel.district}
                </p>
                <p className="text-sm">
                  Vuelo ida y vuelta + {page.nights} {page.nights === 1 ? "noche" : "noches"} en{" "}
                  {option.hotel.cheapest?.roomName}
                  {option.hotel.cheapest ? ` · ${BOARD_LABELS[option.hotel.cheapest.board]}` : ""}
                </p>
              </div>
              <div className="flex flex-col gap-1 md:items-end md:text-right">
                <p className="text-sm text-muted">Por persona</p>
                <StayPrice amountMinor={option.perPersonMinor} rate={page.exchangeRate} className="text-lg" />
                <p className="text-sm">
                  Total: <StayPrice amountMinor={option.totalMinor} rate={page.exchangeRate} />
                </p>
                {option.savingMinor > 0 ? (
                  <p className="text-sm font-semibold text-success">
                    Ahorras {formatMoney(option.savingMinor, "USD", { alwaysDecimals: true })} frente a comprarlos por
                    separado
                  </p>
                ) : null}
                <Link
                  to={option.reserveUrl}
                  className={buttonClasses("accent", "md")}
                  aria-label={`Elegir habitación y reservar vuelo + hotel en ${option.hotel.name}`}
                >
                  Elegir habitación
                </Link>
                <a
                  href={option.whatsAppUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm text-brand-700 underline"
                  aria-label={`Reservar vuelo + hotel en ${option.hotel.name} por WhatsApp`}
                >
                  O reserva por WhatsApp
                </a>
              </div>
            </div>
          </article>
        ))
      )}
      <RateNote rate={page.exchangeRate} />
    </div>
  );
}
