import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/brand.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import { roomsSummary } from "#app/features/travel-search/travel-search-ui.tsx";
import type { HotelReservePage } from "./hotel-reserve.server.ts";
import { BOARD_LABELS } from "./hotel-types.ts";
import { RateNote, StayPrice } from "./stay-price.tsx";

/** The chosen stay and how to book it with an adviser: WhatsApp with the booking written in, or an appointment. */
export function HotelReserveView({ page }: { page: HotelReservePage }) {
  const { hotel, search, rate } = page;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">Reserva tu estadía en {hotel.name}</h1>
      <section
        aria-labelledby="stay-heading"
        className="flex flex-col gap-2 rounded-card border border-slate-200 bg-white p-4"
      >
        <h2 id="stay-heading" className="text-lg font-bold">
          Tu elección
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Hotel</dt>
          <dd>
            {hotel.name}, {hotel.district}
          </dd>
          <dt className="font-semibold">Fechas</dt>
          <dd>
            Entrada {formatDateShort(search.startDate)} desde las {hotel.checkInTime} · Salida{" "}
            {formatDateShort(search.endDate)} hasta las {hotel.checkOutTime} ({page.nights}{" "}
            {page.nights === 1 ? "noche" : "noches"})
          </dd>
          <dt className="font-semibold">Habitación</dt>
          <dd>
            {page.roomName} · {roomsSummary(search.rooms)}
          </dd>
          <dt className="font-semibold">Tarifa</dt>
          <dd>
            {rate.name} · {BOARD_LABELS[rate.board]}
          </dd>
          {rate.available ? (
            <>
              <dt className="font-semibold">Total</dt>
              <dd>
                <StayPrice amountMinor={rate.totalMinor} rate={page.exchangeRate} className="text-lg" />
              </dd>
            </>
          ) : null}
        </dl>
        {rate.available ? null : (
          <p role="alert" className="font-semibold text-danger">
            {rate.unavailableReason}{" "}
            <Link to={page.detailUrl} className="underline">
              Elige otra habitación o fecha
            </Link>
          </p>
        )}
        <ul className="text-sm">
          {rate.cancellation.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <RateNote rate={page.exchangeRate} />
        {page.taxNotes.map((note) => (
          <p key={note} className="text-sm">
            {note}
          </p>
        ))}
      </section>
      {rate.available ? (
        <section aria-labelledby="book-heading" className="flex flex-col gap-3">
          <h2 id="book-heading" className="text-lg font-bold">
            Confirma tu reserva con un asesor
          </h2>
          <p>
            Un asesor de {brand.name} confirma la disponibilidad, toma los datos de los huéspedes (un titular por
            habitación) y te envía el enlace de pago. También puedes pagar en cuotas sin intereses con los bancos
            aliados.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <a
              href={page.whatsAppUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("accent", "lg")}
            >
              Reservar por WhatsApp
            </a>
            <Link to="/agenda-tu-cita" className={buttonClasses("secondary", "lg")}>
              Agendar una cita
            </Link>
          </div>
          <p className="text-sm text-muted">
            También puedes llamarnos al {brand.salesPhone}. El precio puede cambiar hasta que el asesor confirme la
            reserva.
          </p>
        </section>
      ) : null}
      <Link to={page.detailUrl} className="text-brand-700 underline">
        Volver a las habitaciones de {hotel.name}
      </Link>
    </div>
  );
}
