import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { formatDateShort } from "#app/utils/dates.ts";
import type { CurrencyExchange } from "#app/features/exchange-rates/index.ts";
import { StayPrice } from "#app/features/travel-search/stay-results-ui.tsx";
import type { HotelOffer } from "./hotel-supplier.ts";
import { BOARD_LABELS } from "./hotel-types.ts";
import { perNightLabel } from "./stay-pricing.ts";
import { freeCancellationAlternative, shownRate } from "./stay-rate-choice.ts";

export function Stars({ count }: { count: number }) {
  return (
    <span className="text-warning" role="img" aria-label={`${count} ${count === 1 ? "estrella" : "estrellas"}`}>
      <span aria-hidden="true">{"★".repeat(count)}</span>
    </span>
  );
}

const nightsText = (nights: number) => `${String(nights)} ${nights === 1 ? "noche" : "noches"}`;

/**
 * One hotel of the results: picture, category, area, what the shown room includes, price per night and stay. The
 * figures are the cheapest rate's, a free-cancellation one with that filter on; a cheaper non-refundable rate never
 * stands under a free-cancellation badge: the badge carries its own rate's price.
 */
export function HotelCard({
  offer,
  nights,
  detailUrl,
  rate,
  eager,
  freeCancellationOnly = false,
}: {
  offer: HotelOffer;
  nights: number;
  detailUrl: string;
  rate: Pick<CurrencyExchange, "amount" | "date"> | null;
  eager: boolean;
  freeCancellationOnly?: boolean;
}) {
  const cheapest = shownRate(offer, freeCancellationOnly);
  const free = freeCancellationAlternative(offer, freeCancellationOnly);
  return (
    <article className="grid overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm sm:grid-cols-[14rem_1fr]">
      <img
        src={offer.photos[0]}
        alt=""
        width={480}
        height={240}
        loading={eager ? "eager" : "lazy"}
        className="h-32 w-full object-cover sm:h-full"
      />
      <div className="flex flex-col gap-2 p-4 md:flex-row md:justify-between">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-bold text-ink">
            <Link to={detailUrl} className="hover:underline">
              {offer.name}
            </Link>
          </h2>
          <p className="text-sm">
            <Stars count={offer.stars} /> · {offer.district}
          </p>
          <p className="hidden text-sm text-muted sm:block">{offer.summary}</p>
          {cheapest ? (
            <p className="text-sm">
              {cheapest.roomName} · {BOARD_LABELS[cheapest.board]}
            </p>
          ) : null}
          {cheapest?.freeCancellationUntil ? (
            <p className="text-sm font-semibold text-success">
              Sin penalidad del hotel hasta el {formatDateShort(cheapest.freeCancellationUntil)}
            </p>
          ) : free ? (
            <p className="text-sm text-success">
              Sin penalidad del hotel ({free.roomName}): {perNightLabel(free.averaged).toLowerCase()}{" "}
              <StayPrice amountMinor={free.perNightMinor} rate={rate} /> · total {nightsText(nights)}{" "}
              <StayPrice amountMinor={free.totalMinor} rate={rate} />
            </p>
          ) : null}
        </div>
        {cheapest ? (
          <div className="flex flex-col gap-1 md:items-end md:text-right">
            <p className="text-sm text-muted">{perNightLabel(cheapest.averaged)} desde</p>
            <StayPrice amountMinor={cheapest.perNightMinor} rate={rate} className="text-lg" />
            <p className="text-sm">
              Total {nightsText(nights)}: <StayPrice amountMinor={cheapest.totalMinor} rate={rate} />
            </p>
            <Link
              to={detailUrl}
              className={buttonClasses("accent", "md")}
              aria-label={`Ver habitaciones de ${offer.name}`}
            >
              Ver habitaciones
            </Link>
          </div>
        ) : null}
      </div>
    </article>
  );
}
