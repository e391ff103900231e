import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { formatDateShort } from "#app/utils/dates.ts";
import { roomsSummary } from "#app/features/travel-search/travel-search-ui.tsx";
import { StaySearchForm } from "#app/features/travel-search/travel-search-ui.tsx";
import { FoldedSearch, RateNote, StayPrice } from "#app/features/travel-search/stay-results-ui.tsx";
import { Stars } from "./hotel-card.tsx";
import type { HotelDetailPage } from "./hotel-detail.server.ts";
import { BOARD_LABELS } from "./hotel-types.ts";
import { hotelReserveUrl } from "./hotel-urls.ts";
import { perNightLabel } from "./stay-pricing.ts";

/** /hoteles/:slug: photos, amenities, each room with its rate plans priced for the stay, cancellation in plain words. */
export function HotelDetailView({ page }: { page: HotelDetailPage }) {
  const { hotel, search } = page;
  const stay = `${formatDateShort(search.startDate)} al ${formatDateShort(search.endDate)} · ${page.nights} ${page.nights === 1 ? "noche" : "noches"} · ${roomsSummary(search.rooms)}`;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6">
      <nav aria-label="Migas de pan" className="text-sm">
        <Link to={`/resultados/hoteles?${page.searchQuery}`} className="text-brand-700 underline">
          Volver a los hoteles
        </Link>
      </nav>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{hotel.name}</h1>
        <p>
          <Stars count={hotel.stars} /> · {hotel.district} · {hotel.address}
        </p>
      </header>
      <div className="grid gap-2 sm:grid-cols-3">
        {hotel.photos.map((photo, index) => (
          <img
            key={photo}
            src={photo}
            alt={index === 0 ? `Fachada de ${hotel.name}` : index === 1 ? "Habitación" : "Instalaciones del hotel"}
            width={480}
            height={240}
            loading={index === 0 ? "eager" : "lazy"}
            className="h-44 w-full rounded-card object-cover"
          />
        ))}
      </div>
      <section className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-2">
          <p>{hotel.description}</p>
          <p className="text-sm">
            Entrada desde las {hotel.checkInTime} · Salida hasta las {hotel.checkOutTime}
          </p>
        </div>
        <div>
          <h2 className="font-bold">Servicios</h2>
          <ul className="grid grid-cols-2 gap-1 text-sm">
            {hotel.amenities.map((amenity) => (
              <li key={amenity}>✓ {amenity}</li>
            ))}
          </ul>
        </div>
      </section>
      <FoldedSearch summary={`Tu estadía: ${stay} (cambiar)`}>
        <StaySearchForm product="hoteles" initial={search} />
      </FoldedSearch>
      {!page.searched ? (
        <p role="status" className="rounded-card bg-brand-50 p-3 text-sm">
          {Object.keys(page.issues).length > 0 ? `${Object.values(page.issues).join(" ")} ` : ""}Mostramos precios de
          ejemplo para {stay}. Elige tus fechas para ver los tuyos.
        </p>
      ) : null}
      <section aria-labelledby="rooms-heading" className="flex flex-col gap-4">
        <h2 id="rooms-heading" className="text-xl font-bold">
          Habitaciones y tarifas
        </h2>
        {page.rooms.map((room) => (
          <article key={room.roomId} className="rounded-card border border-slate-200 bg-white p-4">
            <h3 className="text-lg font-bold">{room.name}</h3>
            <p className="text-sm text-muted">
              {room.description} Hasta {room.maxAdults} {room.maxAdults === 1 ? "adulto" : "adultos"} y{" "}
              {room.maxChildren} {room.maxChildren === 1 ? "niño" : "niños"}.
            </p>
            <ul className="mt-3 flex flex-col gap-3">
              {room.rates.map((rate) => (
                <li
                  key={rate.offerId}
                  className="grid gap-2 border-t border-slate-100 pt-3 md:grid-cols-[1fr_auto] md:items-center"
                >
                  <div className="flex flex-col gap-1">
                    <p className="font-semibold">
                      {rate.name} · {BOARD_LABELS[rate.board]}
                    </p>
                    <ul className="text-sm">
                      {rate.cancellation.map((line) => (
                        <li
                          key={line}
                          className={line.startsWith("Sin penalidad") ? "font-semibold text-success" : undefined}
                        >
                          {line}
                        </li>
                      ))}
                    </ul>
                    <p className="text-sm text-muted">Pago total al reservar.</p>
                  </div>
                  {rate.available ? (
                    <div className="flex flex-col gap-1 md:items-end md:text-right">
                      <p className="text-sm">
                        {perNightLabel(rate.averaged)}{" "}
                        <StayPrice amountMinor={rate.perNightMinor} rate={page.exchangeRate} />
                      </p>
                      <p>
                        Total <StayPrice amountMinor={rate.totalMinor} rate={page.exchangeRate} className="text-lg" />
                      </p>
                      <Link
                        to={hotelReserveUrl(hotel.slug, page.searchQuery, rate.offerId, rate.totalMinor)}
                        className={buttonClasses("accent", "md")}
                        aria-label={`Reservar ${room.name}, ${rate.name}`}
                      >
                        Reservar
                      </Link>
                    </div>
                  ) : (
                    <p className="text-sm text-danger">{rate.unavailableReason}</p>
                  )}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </section>
      <section className="flex flex-col gap-1">
        <h2 className="text-lg font-bold">Impuestos y políticas</h2>
        <RateNote rate={page.exchangeRate} />
        {[...page.taxNotes, ...hotel.policies].map((line) => (
          <p key={line} className="text-sm">
            {line}
          </p>
        ))}
      </section>
    </div>
  );
}
