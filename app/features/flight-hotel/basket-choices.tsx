// The flight+hotel checkout's flight (with the other flights, schedules and fare families as links, which work
// without JavaScript) and the basket's price as the order core computes it.
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { formatDateShort } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import { OrderAmountsTable } from "#app/features/orders/order-amounts-ui.tsx";
import type { FlightHotelCheckoutData } from "./flight-hotel-checkout.server.ts";
import type { FlightChoice } from "./basket-flight.ts";

const sectionClass = "flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4";
const money = (minor: number) => formatMoney(minor, "USD", { alwaysDecimals: true });

function ChoiceList(props: {
  choices: Array<FlightChoice & { current?: boolean }>;
  action: (choice: FlightChoice) => string;
  withTotal: boolean;
}) {
  return (
    <ul className="flex flex-col gap-2">
      {props.choices.map((choice) => (
        <li
          key={choice.key}
          className="flex flex-col gap-2 border-b border-slate-100 pb-2 sm:flex-row sm:items-center sm:justify-between"
        >
          <span className="text-sm">
            <strong>{choice.label}</strong>
            {choice.facts.length > 0 ? ` · ${choice.facts.join(" · ")}` : ""}
          </span>
          {choice.current ? (
            <span className="text-sm font-semibold" aria-current="true">
              Elegido
            </span>
          ) : (
            <Link
              to={choice.path}
              preventScrollReset
              className={buttonClasses("secondary", "md")}
              aria-label={`${props.action(choice)}${props.withTotal ? `, total del viaje ${money(choice.totalMinor)}` : ""}`}
            >
              Elegir · {money(choice.totalMinor)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The chosen round trip and what may be chosen instead. */
export function BasketFlightSection({ page }: { page: FlightHotelCheckoutData }) {
  const { flight } = page;
  const withTotal = page.basket !== null;
  return (
    <section aria-labelledby="flight-heading" className={sectionClass}>
      <h2 id="flight-heading" className="text-lg font-bold">
        Vuelos
      </h2>
      {page.flightGone ? (
        <p role="status" className="font-semibold text-danger">
          El vuelo que elegiste ya no está disponible a ese precio: te mostramos el más económico.
        </p>
      ) : null}
      {flight ? (
        <>
          <p className="text-sm">
            {flight.carrier} · Tarifa {flight.fareFamily}: {flight.fareFacts.join(" · ")}
          </p>
          <ul className="text-sm">
            {flight.slices.map((slice) => (
              <li key={slice.label}>
                <strong>{slice.label}</strong> {formatDateShort(slice.date)}: {slice.summary}
              </li>
            ))}
          </ul>
          {page.families.length > 1 ? (
            <>
              <h3 className="font-semibold">Tarifa del vuelo</h3>
              <ChoiceList
                choices={page.families}
                withTotal={withTotal}
                action={(choice) => `Elegir tarifa ${choice.label}`}
              />
            </>
          ) : null}
          {page.schedules.map((slice) => (
            <div key={slice.label} className="flex flex-col gap-2">
              <h3 className="font-semibold">Horarios de {slice.label === "Ida" ? "ida" : "vuelta"} al mismo precio</h3>
              <ChoiceList
                choices={slice.options}
                withTotal={false}
                action={(choice) => `Elegir ${slice.label.toLowerCase()} ${choice.label}`}
              />
            </div>
          ))}
          {page.otherFlights.length > 0 ? (
            <details>
              <summary className="cursor-pointer text-sm font-semibold text-brand-700">Ver otros vuelos</summary>
              <div className="pt-2">
                <ChoiceList
                  choices={page.otherFlights}
                  withTotal={withTotal}
                  action={(choice) => `Elegir vuelo ${choice.label}, ${choice.facts.join(" ")}`}
                />
              </div>
            </details>
          ) : null}
        </>
      ) : (
        <p role="status">No encontramos vuelos para esas fechas.</p>
      )}
    </section>
  );
}

/** The basket's one total: every line of the flight and the stay, the bundle's discount, both currencies. */
export function BasketTotals({ basket }: { basket: NonNullable<FlightHotelCheckoutData["basket"]> }) {
  return (
    <section aria-labelledby="totals-heading" className={sectionClass}>
      <h2 id="totals-heading" className="text-lg font-bold">
        Precio del viaje
      </h2>
      <OrderAmountsTable amounts={basket.amounts} caption="Precio del vuelo y del hotel, línea por línea" />
      <p className="text-sm" data-testid="basket-per-person">
        {basket.perPersonExact
          ? `Son ${money(basket.perPersonMinor)} por persona (${String(basket.travellers)} x ${money(basket.perPersonMinor)} = ${money(basket.amounts.total.chargeMinor)}).`
          : `Equivale a ${money(basket.perPersonMinor)} por persona (promedio redondeado).`}
      </p>
      {basket.discountMinor > 0 ? (
        <p className="font-semibold text-success" data-testid="basket-saving">
          Ahorras {money(basket.discountMinor)} frente a comprarlos por separado.
        </p>
      ) : null}
      <p className="text-sm text-muted">
        Impuestos y cargos incluidos. Al continuar separamos los asientos y la habitación al mismo tiempo: si uno no
        está disponible, no separamos ninguno.
      </p>
    </section>
  );
}
