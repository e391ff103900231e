import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { formatDateLong, formatDateShort } from "#app/utils/dates.ts";
import { MAX_INSTALMENTS, PARTNER_BANKS } from "#app/features/benefits/index.ts";
import { RateNote, StayPrice } from "#app/features/travel-search/stay-results-ui.tsx";
import { INCLUSION_LABELS } from "./package-catalog.ts";
import { PackageBookingForm } from "./package-booking-form.tsx";
import type { PackagePage } from "./package-pages.server.ts";

/** /paquetes/:slug: what the package includes, its departures, cuotas, and the quote request to an adviser. */
export function PackagePageView({ page }: { page: PackagePage }) {
  const { info, detail, chosen } = page;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{info.name}</h1>
        <p>
          {info.duration} · Desde {detail.origin === "LIM" ? "Lima" : detail.origin}
        </p>
      </header>
      <img src={detail.image} alt="" width={320} height={200} className="h-48 w-full rounded-card object-cover" />
      <p>{detail.summary}</p>
      <section aria-labelledby="includes-heading">
        <h2 id="includes-heading" className="text-lg font-bold">
          Qué incluye
        </h2>
        <ul className="flex flex-wrap gap-2">
          {detail.includes.map((inclusion) => (
            <li key={inclusion} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
              {INCLUSION_LABELS[inclusion]}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm">
          {info.includes}.{page.hotelName ? ` Hotel: ${page.hotelName}.` : ""}
        </p>
      </section>
      <section aria-labelledby="itinerary-heading">
        <h2 id="itinerary-heading" className="text-lg font-bold">
          Itinerario
        </h2>
        <ol className="flex flex-col gap-1">
          {detail.itinerary.map((day) => (
            <li key={day}>{day}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="departures-heading" className="flex flex-col gap-2">
        <h2 id="departures-heading" className="text-lg font-bold">
          Salidas y precios
        </h2>
        <p className="text-sm">Precio por persona en habitación doble, con impuestos.</p>
        {page.departures.length > 0 && page.sale ? (
          <PackageBookingForm page={page} />
        ) : page.departures.length === 0 ? (
          <p role="status">No quedan salidas en los próximos meses. Escríbenos y te avisamos de las nuevas.</p>
        ) : (
          <form method="get" className="flex flex-col gap-3" aria-label="Elegir salida">
            <fieldset className="grid gap-2 sm:grid-cols-2">
              <legend className="mb-1 font-semibold">Elige tu fecha de salida</legend>
              {page.departures.map((departure) => (
                <label
                  key={departure.date}
                  className="flex cursor-pointer items-center gap-2 rounded-control border border-slate-200 p-2"
                >
                  <input
                    type="radio"
                    name="salida"
                    value={departure.date}
                    defaultChecked={chosen?.date === departure.date}
                    className="size-4 accent-brand-600"
                  />
                  <span className="flex-1">
                    <span className="sr-only">{formatDateLong(departure.date)}</span>
                    <span aria-hidden="true">{formatDateShort(departure.date)}</span>
                    {departure.seatsLeft <= 5 ? (
                      <span className="text-sm text-warning"> · quedan {departure.seatsLeft}</span>
                    ) : null}
                  </span>
                  <StayPrice amountMinor={departure.priceMinor} rate={page.exchangeRate} />
                </label>
              ))}
            </fieldset>
            <label className="flex items-center gap-2">
              <span className="font-semibold">Viajeros</span>
              <select
                name="viajeros"
                defaultValue={page.travellers}
                className="min-h-11 rounded-control border border-slate-300 px-3"
              >
                {Array.from({ length: 9 }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={buttonClasses("primary", "md", "self-start")}>
              Ver precio total
            </button>
          </form>
        )}
        <RateNote rate={page.exchangeRate} />
      </section>
      <section
        aria-labelledby="quote-heading"
        className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4"
      >
        <h2 id="quote-heading" className="text-lg font-bold">
          {page.sale ? "¿Prefieres hablar con un asesor?" : "Solicita tu cotización"}
        </h2>
        {chosen ? (
          <p>
            Salida del {formatDateShort(chosen.date)} para {page.travellers}{" "}
            {page.travellers === 1 ? "viajero" : "viajeros"}: total{" "}
            <StayPrice amountMinor={chosen.priceMinor * page.travellers} rate={page.exchangeRate} className="text-lg" />
          </p>
        ) : (
          <p>Elige una fecha de salida para ver el total, o escríbenos y te ayudamos a elegirla.</p>
        )}
        {page.sale ? (
          <p>
            Puedes reservar y pagar aquí mismo, o escribirnos: un asesor te ayuda a elegir la salida y las habitaciones
            y te envía el enlace de pago.
          </p>
        ) : (
          <p>
            Un asesor confirma los cupos de vuelo y hotel, toma los datos de los viajeros y te envía el enlace de pago.
            Tarifas de niños y habitación simple o triple, con tu asesor.
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <a
            href={page.whatsAppUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("accent", "lg")}
          >
            Cotizar por WhatsApp
          </a>
          <Link to={page.appointmentUrl} className={buttonClasses("secondary", "lg")}>
            Agendar una cita
          </Link>
        </div>
      </section>
      <section aria-labelledby="instalments-heading">
        <h2 id="instalments-heading" className="text-lg font-bold">
          Hasta {MAX_INSTALMENTS} cuotas sin intereses
        </h2>
        <p className="text-sm">
          Las cuotas sin intereses con tarjetas de crédito de {PARTNER_BANKS.map((bank) => bank.name).join(", ")} están
          disponibles en nuestras tiendas y con un asesor (central telefónica, WhatsApp o asesor virtual), no en los
          pagos en la web.{" "}
          <Link to="/beneficios" className="text-brand-700 underline">
            Condiciones
          </Link>
        </p>
      </section>
    </div>
  );
}
