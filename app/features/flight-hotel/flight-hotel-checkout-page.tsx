import { Form, Link } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/native-fields.tsx";
import { formatDateShort } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import { roomsSummary } from "#app/features/travel-search/travel-search-ui.tsx";
import { BOARD_LABELS } from "#app/features/hotels/index.ts";
import { ContactFields, PassengerCard } from "#app/features/flights/passengers-form-ui.tsx";
import type { FlightHotelCheckoutData, FlightHotelCheckoutFailure } from "./flight-hotel-checkout.server.ts";

const sectionClass = "flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4";
const money = (minor: number) => formatMoney(minor, "USD", { alwaysDecimals: true });
const TYPE_NAMES = { ADT: "Adulto", CHD: "Menor", INF: "Infante" } as const;

/** The basket's one total: the flight, the stay, the bundle's discount, and what it is per person. */
function Totals({ totals }: { totals: NonNullable<FlightHotelCheckoutData["totals"]> }) {
  const perPerson = totals.totalMinor / totals.travellers;
  return (
    <section aria-labelledby="totals-heading" className={sectionClass}>
      <h2 id="totals-heading" className="text-lg font-bold">
        Precio del viaje
      </h2>
      <table className="w-full text-sm">
        <caption className="sr-only">Precio del vuelo y del hotel</caption>
        <tbody>
          <tr className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-4 text-left font-normal">
              Vuelo ida y vuelta ({totals.travellers} {totals.travellers === 1 ? "viajero" : "viajeros"})
            </th>
            <td className="py-1 text-right tabular-nums">{money(totals.flightMinor)}</td>
          </tr>
          <tr className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-4 text-left font-normal">
              Hotel
            </th>
            <td className="py-1 text-right tabular-nums">{money(totals.hotelMinor)}</td>
          </tr>
          {totals.discountMinor > 0 ? (
            <tr className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-4 text-left font-normal">
                Descuento vuelo + hotel ({totals.discountPercent} % del hotel)
              </th>
              <td className="py-1 text-right tabular-nums">-{money(totals.discountMinor)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-2 pr-4 text-left text-base font-bold">
              Total (dólares)
            </th>
            <td className="pt-2 text-right text-base font-bold tabular-nums" data-testid="basket-total">
              {money(totals.totalMinor)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="text-sm">
        Equivale a {money(Math.round(perPerson))} por persona
        {Number.isInteger(perPerson) ? "" : " (promedio redondeado)"}.
      </p>
      {totals.discountMinor > 0 ? (
        <p className="font-semibold text-success" data-testid="basket-saving">
          Ahorras {money(totals.discountMinor)} frente a comprarlos por separado.
        </p>
      ) : null}
      <p className="text-sm text-muted">
        Impuestos y cargos incluidos. Al continuar separamos los asientos y la habitación; el total en soles y el
        detalle de cada línea se muestran antes de pagar.
      </p>
    </section>
  );
}

/** /vuelohotel/reservar: the hotel's room, the flights, one total, then the travellers once and the contact. */
export function FlightHotelCheckoutView(props: {
  page: FlightHotelCheckoutData;
  failure: FlightHotelCheckoutFailure | null;
}) {
  const { page, failure } = props;
  const values = failure?.values ?? {};
  const errors = failure?.errors ?? {};
  const ordinals = { ADT: 0, CHD: 0, INF: 0 };
  const cards = page.passengerTypes.map((type) => ({ type, ordinal: (ordinals[type] += 1) }));
  const adults = page.adultIndexes.map((index) => ({
    id: String(index),
    label: `${TYPE_NAMES.ADT} ${String(cards[index]?.ordinal ?? index + 1)}`,
  }));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">Vuelo + hotel en {page.destinationName}</h1>
      <p>
        {formatDateShort(page.search.startDate)} al {formatDateShort(page.search.endDate)} · {page.nights}{" "}
        {page.nights === 1 ? "noche" : "noches"} · {roomsSummary(page.search.rooms)} · desde {page.originName}.{" "}
        <Link to={page.resultsUrl} className="text-brand-700 underline">
          Volver a los resultados
        </Link>
      </p>
      {failure ? (
        <p role="alert" className="rounded-card border border-danger p-3 font-semibold text-danger">
          {failure.message}
        </p>
      ) : null}
      <section aria-labelledby="hotel-heading" className={sectionClass}>
        <h2 id="hotel-heading" className="text-lg font-bold">
          {page.hotel.name}, {page.hotel.district}
        </h2>
        {page.rate ? (
          <>
            <p className="text-sm">
              {page.rate.roomName} · {page.rate.rateName} · {BOARD_LABELS[page.rate.board as keyof typeof BOARD_LABELS]}
            </p>
            <p className="text-sm">Cancelación: {page.rate.cancellation}</p>
          </>
        ) : (
          <>
            <p className="text-sm">Elige tu habitación:</p>
            <ul className="flex flex-col gap-2">
              {page.rates.map((rate) => (
                <li
                  key={rate.offerId}
                  className="flex flex-col gap-2 border-b border-slate-100 pb-2 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="text-sm">
                    <strong>{rate.roomName}</strong> · {rate.rateName} ·{" "}
                    {BOARD_LABELS[rate.board as keyof typeof BOARD_LABELS]} · {rate.cancellation}
                  </span>
                  {rate.available ? (
                    <Link
                      to={page.rateLinks[rate.offerId] ?? "#"}
                      className={buttonClasses("secondary", "md")}
                      aria-label={`Elegir ${rate.roomName}, ${rate.rateName}, por ${money(rate.totalMinor)}`}
                    >
                      Elegir · {money(rate.totalMinor)}
                    </Link>
                  ) : (
                    <span className="text-sm text-muted">No disponible</span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="flight-heading" className={sectionClass}>
        <h2 id="flight-heading" className="text-lg font-bold">
          Vuelos
        </h2>
        {page.flight ? (
          <>
            <p className="text-sm">
              {page.flight.carrier} · Tarifa {page.flight.fareFamily} (la más económica para tus fechas)
            </p>
            <ul className="text-sm">
              {page.flight.slices.map((slice) => (
                <li key={slice.label}>
                  <strong>{slice.label}</strong> {formatDateShort(slice.date)}: {slice.summary}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p role="status">No encontramos vuelos para esas fechas.</p>
        )}
      </section>
      {page.totals ? <Totals totals={page.totals} /> : null}
      {page.totals ? (
        <Form method="post" className="flex flex-col gap-4" aria-label="Datos de los viajeros">
          <input type="hidden" name="idempotencyKey" value={failure?.idempotencyKey ?? page.idempotencyKey} />
          <p className="text-sm text-muted">
            Ingresa a cada viajero como figura en su documento: son los pasajeros del vuelo y los huéspedes del hotel.
          </p>
          {cards.map((card, index) => (
            <PassengerCard
              key={index}
              index={index}
              type={card.type}
              ordinal={card.ordinal}
              values={values}
              errors={errors}
              today={page.today}
              saved={[]}
              signedIn={false}
            />
          ))}
          <fieldset className={sectionClass}>
            <legend className="px-1 text-lg font-bold text-ink">Titulares del hotel</legend>
            <p className="text-sm text-muted">El hotel pide el documento del titular de cada habitación al llegar.</p>
            {page.search.rooms.map((_, room) => (
              <SelectField
                key={room}
                label={
                  page.search.rooms.length === 1
                    ? "Titular de la habitación"
                    : `Titular de la habitación ${String(room + 1)}`
                }
                name={`leadGuest.${String(room)}`}
                id={`lead-guest-${String(room)}`}
                options={adults}
                defaultValue={values[`leadGuest.${String(room)}`] ?? adults[room]?.id ?? ""}
                errorMessage={errors[`leadGuest.${String(room)}`]}
                isRequired
              />
            ))}
          </fieldset>
          <ContactFields values={values} errors={errors} />
          <Button type="submit" variant="accent" size="lg">
            Continuar al pago
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
