import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { formatDateShort } from "#app/utils/dates.ts";
import type { CurrencyExchange } from "#app/features/exchange-rates/index.ts";
import { FoldedSearch, RateNote, StayPrice } from "#app/features/travel-search/stay-results-ui.tsx";
import { roomsSummary } from "#app/features/travel-search/travel-search-ui.tsx";
import { StaySearchForm } from "#app/features/travel-search/travel-search-ui.tsx";
import { INCLUSION_LABELS } from "./package-catalog.ts";
import type { PackageCard, PackageResultsPage } from "./package-pages.server.ts";

function PackageCardView({
  card,
  rate,
  travellers,
}: {
  card: PackageCard;
  rate: CurrencyExchange | null;
  travellers: number;
}) {
  const { info, detail } = card;
  const first = card.departures[0];
  const url = (date?: string) =>
    `/paquetes/${info.slug}${date ? `?salida=${date}&viajeros=${String(travellers)}` : ""}`;
  return (
    <article className="grid overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm sm:grid-cols-[12rem_1fr]">
      <img src={detail.image} alt="" width={320} height={200} className="h-28 w-full object-cover sm:h-full" />
      <div className="flex flex-col gap-2 p-4">
        <h3 className="text-lg font-bold">
          <Link to={url(first?.date)} className="hover:underline">
            {info.name}
          </Link>
        </h3>
        <p className="text-sm">
          {info.duration} · Incluye: {detail.includes.map((inclusion) => INCLUSION_LABELS[inclusion]).join(", ")}
        </p>
        {first ? (
          <>
            <p className="text-sm">
              Salidas: {card.departures.map((departure) => formatDateShort(departure.date)).join(", ")}
            </p>
            <p>
              Desde <StayPrice amountMinor={first.priceMinor} rate={rate} className="text-lg" /> por persona en
              habitación doble
            </p>
            <p className="text-sm text-muted">
              Total para {travellers} {travellers === 1 ? "viajero" : "viajeros"}:{" "}
              <StayPrice amountMinor={first.priceMinor * travellers} rate={rate} />
            </p>
          </>
        ) : (
          <p className="text-sm">Sin salidas cerca de tu fecha: mira las próximas en la página del paquete.</p>
        )}
        <Link
          to={url(first?.date)}
          className={buttonClasses("accent", "md", "self-start")}
          aria-label={`Ver el paquete ${info.name}`}
        >
          Ver paquete
        </Link>
      </div>
    </article>
  );
}

/** /resultados/paquetes: packages to the destination leaving near the chosen date, then the other packages. */
export function PackageResultsView({ page }: { page: PackageResultsPage }) {
  if (page.kind === "invalid")
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">Revisa tu búsqueda de paquetes</h1>
        <ul className="list-disc pl-6" role="alert">
          {Object.values(page.issues).map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
        <StaySearchForm product="paquetes" initial={page.form} />
      </div>
    );
  const { search } = page;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-4">
      <h1 className="text-xl font-bold sm:text-2xl">Paquetes a {page.destinationName}</h1>
      <FoldedSearch
        summary={`Cambiar búsqueda: ${page.destinationName} · salida ${formatDateShort(search.startDate)} · ${roomsSummary(search.rooms)}`}
      >
        <StaySearchForm product="paquetes" initial={search} />
      </FoldedSearch>
      {page.matches.length === 0 ? (
        <p role="status" className="rounded-card border border-amber-300 bg-amber-50 p-4">
          Todavía no tenemos un paquete armado a {page.destinationName}. Un asesor puede armarlo contigo, o elige uno de
          nuestros paquetes.
        </p>
      ) : (
        page.matches.map((card) => (
          <PackageCardView key={card.info.slug} card={card} rate={page.exchangeRate} travellers={page.travellers} />
        ))
      )}
      {page.others.length > 0 ? (
        <section aria-labelledby="others-heading" className="flex flex-col gap-3">
          <h2 id="others-heading" className="text-lg font-bold">
            Otros paquetes
          </h2>
          {page.others.map((card) => (
            <PackageCardView key={card.info.slug} card={card} rate={page.exchangeRate} travellers={page.travellers} />
          ))}
        </section>
      ) : null}
      <RateNote rate={page.exchangeRate} />
    </div>
  );
}
