import { buttonClasses } from "#app/components/ui/button.tsx";
import { formatDateLong, formatDateShort } from "#app/utils/dates.ts";
import { StayPrice } from "#app/features/travel-search/stay-results-ui.tsx";
import type { PackagePage } from "./package-pages.server.ts";
import { MAX_CHILDREN_PER_ROOM } from "./package-pricing.ts";
import { packageCheckoutUrl } from "./package-urls.ts";

const ROOMS_SHOWN = 3;
const selectClass = "min-h-11 rounded-control border border-slate-300 bg-white px-3";

function RoomFields({ room, childMaxAge }: { room: number; childMaxAge: number }) {
  const n = String(room);
  return (
    <fieldset className="flex flex-wrap items-end gap-3 rounded-control border border-slate-200 p-3">
      <legend className="px-1 font-semibold">Habitación {n}</legend>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold">Adultos</span>
        <select name={`adultos${n}`} defaultValue={room === 1 ? "2" : "0"} className={selectClass}>
          {room > 1 ? <option value="0">Sin esta habitación</option> : null}
          <option value="1">1 (simple)</option>
          <option value="2">2 (doble)</option>
          <option value="3">3 (triple)</option>
        </select>
      </label>
      {Array.from({ length: MAX_CHILDREN_PER_ROOM }, (_, index) => {
        const slot = index === 0 ? "a" : "b";
        return (
          <label key={slot} className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">
              Edad del niño {index + 1} <span className="font-normal">(al viajar)</span>
            </span>
            <select name={`edad${n}${slot}`} defaultValue="" className={selectClass}>
              <option value="">Sin niño</option>
              {Array.from({ length: childMaxAge + 1 }, (_, age) => (
                <option key={age} value={String(age)}>
                  {age} {age === 1 ? "año" : "años"}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * The package page's purchase: a departure, the rooms (adults and children's ages per room) and the prices per person
 * by occupancy; a plain GET form to the checkout, so it works without JavaScript and by keyboard.
 */
export function PackageBookingForm({ page }: { page: PackagePage }) {
  const { sale, chosen } = page;
  if (!sale) return null;
  const supplement = chosen?.supplementMinor ?? 0;
  const rows = [
    { label: "Adulto en habitación simple", minor: sale.prices.singleMinor },
    { label: "Adulto en habitación doble", minor: sale.prices.doubleMinor },
    { label: "Adulto en habitación triple", minor: sale.prices.tripleMinor },
    { label: `Niño hasta ${String(sale.prices.childMaxAge)} años (con adultos)`, minor: sale.prices.childMinor },
  ];
  return (
    <form
      method="get"
      action={packageCheckoutUrl(page.info.slug, "")}
      className="flex flex-col gap-3"
      aria-label="Reservar el paquete"
    >
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-1 font-semibold">Elige tu fecha de salida</legend>
        {page.departures.map((departure, index) => (
          <label
            key={departure.date}
            className="flex cursor-pointer items-center gap-2 rounded-control border border-slate-200 p-2 has-[:checked]:border-brand-600"
          >
            <input
              type="radio"
              name="salida"
              value={departure.date}
              required
              defaultChecked={chosen ? chosen.date === departure.date : index === 0}
              className="size-4 accent-brand-600"
            />
            <span className="flex-1">
              <span className="sr-only">{formatDateLong(departure.date)}</span>
              <span aria-hidden="true">{formatDateShort(departure.date)}</span>
              {departure.seatsLeft <= 5 ? (
                <span className="text-sm text-warning"> · quedan {departure.seatsLeft} cupos</span>
              ) : null}
            </span>
            <StayPrice amountMinor={departure.priceMinor} rate={page.exchangeRate} />
          </label>
        ))}
      </fieldset>
      <table className="w-full text-sm">
        <caption className="text-left font-semibold">
          Precio por persona{chosen ? ` (salida del ${formatDateShort(chosen.date)})` : " (desde)"}, con impuestos
        </caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-4 text-left font-normal">
                {row.label}
              </th>
              <td className="py-1 text-right">
                <StayPrice amountMinor={row.minor + supplement} rate={page.exchangeRate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {Array.from({ length: ROOMS_SHOWN }, (_, index) => (
        <RoomFields key={index} room={index + 1} childMaxAge={sale.prices.childMaxAge} />
      ))}
      <button type="submit" className={buttonClasses("accent", "lg", "self-start")}>
        Reservar y pagar en línea
      </button>
    </form>
  );
}
