import { Link } from "#app/components/ui/link.tsx";
import { formatDateCompact, formatDateLong } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import { JsonLdScript } from "#app/features/destinations/destinations-ui.tsx";
import { PageHero } from "#app/features/info/info-ui.tsx";
import type { CampaignFlightOffer, CampaignPackageOffer } from "./campaign-offers.ts";
import { buildCampaignJsonLd } from "./campaign-json-ld.ts";
import type { CampaignPage } from "./campaign-pages-service.server.ts";

function PenLine({ amountMinor }: { amountMinor: number | null }) {
  if (amountMinor === null) return null;
  return (
    <span className="block text-sm font-semibold text-ink">
      {formatMoney(amountMinor, "PEN", { alwaysDecimals: true })}
      <span className="sr-only"> en soles</span>
    </span>
  );
}

function FlightOfferCard({ offer }: { offer: CampaignFlightOffer }) {
  return (
    <Link
      to={offer.searchUrl}
      className="flex h-full flex-col gap-2 rounded-card border border-slate-200 bg-white p-4 no-underline shadow-sm hover:shadow-md focus-visible:ring-4 focus-visible:ring-accent-400"
    >
      <span className="text-lg font-bold text-ink">
        {offer.originCity} <span aria-hidden="true">→</span>
        <span className="sr-only"> a </span> {offer.destinationCity}
      </span>
      <span className="text-sm text-muted">
        <span className="sr-only">
          Ida y vuelta, del {formatDateLong(offer.departureDate)} al {formatDateLong(offer.returnDate)}
        </span>
        <span aria-hidden="true">
          Ida {formatDateCompact(offer.departureDate)} · Vuelta {formatDateCompact(offer.returnDate)}
        </span>
      </span>
      <span className="mt-auto border-t border-slate-100 pt-2">
        <span className="text-sm text-muted">Desde </span>
        <span className="text-2xl font-extrabold text-brand-700">{formatMoney(offer.totalMinor, "USD")}</span>
        <PenLine amountMinor={offer.totalPenMinor} />
      </span>
      <span className="text-sm font-semibold text-brand-700">Ver vuelos</span>
    </Link>
  );
}

function PackageOfferCard({ item }: { item: CampaignPackageOffer }) {
  return (
    <Link
      to="/paquetes"
      className="flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white no-underline shadow-sm hover:shadow-md focus-visible:ring-4 focus-visible:ring-accent-400"
    >
      <img
        src={`/images/tienda/${item.image}`}
        alt=""
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full object-cover"
      />
      <span className="flex flex-1 flex-col gap-1 p-4">
        <span className="text-lg font-bold text-ink">{item.name}</span>
        <span className="text-sm text-muted">
          {item.duration} · {item.includes}
        </span>
        <span className="mt-auto pt-2">
          {item.regularPriceMinor !== null ? (
            <span className="mr-2 text-sm text-muted line-through">
              <span className="sr-only">Antes </span>
              {formatMoney(item.regularPriceMinor, item.currency)}
            </span>
          ) : null}
          <span className="text-2xl font-extrabold text-brand-700">{formatMoney(item.priceMinor, item.currency)}</span>
          <span className="text-sm text-muted"> por persona</span>
          <PenLine amountMinor={item.pricePenMinor} />
        </span>
      </span>
    </Link>
  );
}

function Offers({ page }: { page: CampaignPage }) {
  if (page.state !== "current") return null;
  return (
    <>
      {page.flights.length > 0 ? (
        <section aria-labelledby="campana-vuelos" className="flex flex-col gap-4">
          <h2 id="campana-vuelos" className="text-2xl font-extrabold text-brand-700">
            Vuelos en oferta
          </h2>
          <p className="text-muted">Tarifas ida y vuelta por persona, con impuestos y cargos.</p>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {page.flights.map((offer) => (
              <li key={offer.searchUrl}>
                <FlightOfferCard offer={offer} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.packages.length > 0 ? (
        <section aria-labelledby="campana-paquetes" className="flex flex-col gap-4">
          <h2 id="campana-paquetes" className="text-2xl font-extrabold text-brand-700">
            Paquetes en oferta
          </h2>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {page.packages.map((item) => (
              <li key={item.slug}>
                <PackageOfferCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.flights.length === 0 && page.packages.length === 0 ? (
        <p className="rounded-card bg-surface p-4">
          Las ofertas de esta campaña se agotaron. Revisa las <Link to="/promociones">promociones vigentes</Link>.
        </p>
      ) : null}
    </>
  );
}

/** /info/{slug}: a campaign's hero, validity, offers while in force, and its legal terms (its promotion's). */
export function CampaignInfoPage({ page, siteUrl }: { page: CampaignPage; siteUrl: string }) {
  return (
    <>
      <JsonLdScript data={buildCampaignJsonLd({ siteUrl, page })} />
      <PageHero kicker={page.kicker} title={page.heading}>
        <p>{page.intro}</p>
        <p className="mt-2 font-semibold text-white">
          Vigencia: <time dateTime={page.validFrom}>{page.validity}</time>
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10">
        {page.notice ? (
          <div role="status" className="rounded-card border border-amber-300 bg-amber-50 p-4 text-ink">
            <p className="font-semibold">{page.notice.text}</p>
            <p className="mt-2">
              {page.notice.kind === "expired" ? (
                <Link to="/promociones">Ver las promociones vigentes</Link>
              ) : (
                <Link to="/suscribirse">Suscríbete y te avisamos</Link>
              )}
            </p>
          </div>
        ) : null}
        {page.imageUrl ? (
          <img
            src={page.imageUrl}
            alt={page.imageAlt}
            width={640}
            height={360}
            className="hidden w-full max-w-xl self-center rounded-card md:block"
          />
        ) : null}
        <Offers page={page} />
        <section aria-labelledby="campana-terminos" className="flex flex-col gap-3">
          <h2 id="campana-terminos" className="text-2xl font-extrabold text-brand-700">
            Términos y condiciones
          </h2>
          {page.terms.map((section) => (
            <div key={section.title} className="flex flex-col gap-2">
              <h3 className="text-lg font-bold text-ink">{section.title}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="leading-relaxed">
                  {paragraph}
                </p>
              ))}
            </div>
          ))}
          <p>
            <Link to={`/promociones/${page.promotionSlug}`}>
              Ver los términos de {page.title} con sus topes y cargos
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
