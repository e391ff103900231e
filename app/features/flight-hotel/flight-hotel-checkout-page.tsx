import { Form, Link } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/native-fields.tsx";
import { formatDateShort } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import { roomsSummary } from "#app/features/travel-search/travel-search-ui.tsx";
import { BOARD_LABELS } from "#app/features/hotels/index.ts";
import { ContactFields, PassengerCard } from "#app/features/flights/passengers-form-ui.tsx";
import type { FlightHotelCheckoutData, FlightHotelCheckoutFailure } from "./flight-hotel-checkout.server.ts";
import { BasketFlightSection, BasketTotals } from "./basket-choices.tsx";

const sectionClass = "flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4";
const money = (minor: number) => formatMoney(minor, "USD", { alwaysDecimals: true });
const TYPE_NAMES = { ADT: "Adulto", CHD: "Menor", INF: "Infante" } as const;

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
                      to={rate.path}
                      preventScrollReset
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
      <BasketFlightSection page={page} />
      {page.basket ? <BasketTotals basket={page.basket} /> : null}
      {page.basket ? (
        <Form method="post" className="flex flex-col gap-4" aria-label="Datos de los viajeros">
          <input type="hidden" name="idempotencyKey" value={failure?.idempotencyKey ?? page.idempotencyKey} />
          <input type="hidden" name="seenTotalMinor" value={page.basket.amounts.total.chargeMinor} />
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
