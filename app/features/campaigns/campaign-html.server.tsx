import { renderToStaticMarkup } from "react-dom/server";
import { brand } from "#app/config/brand.ts";
import { formatMoney } from "#app/utils/money.ts";
import type { TravelPackage } from "#app/features/packages/index.server.ts";
import { CAMPAIGN, OFFERS_FOOTNOTE } from "./campaign-content.ts";
import { CAMPAIGN_CSS } from "./campaign-styles.ts";

export type CampaignVariant = "event" | "offers";

// Links leave the frame (target _top): registering or browsing happens on the site itself.
function EventBody() {
  return (
    <>
      <section aria-labelledby="como">
        <div className="wrap">
          <h2 id="como">¿Cómo participar?</h2>
          <ol className="steps">
            {CAMPAIGN.steps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}.</strong> {step.text}
              </li>
            ))}
          </ol>
          <h2>Lo que encontrarás</h2>
          <ul>
            {CAMPAIGN.highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

// The site writes dollars as 'US$ 489'.
function OffersBody({ offers }: { offers: TravelPackage[] }) {
  return (
    <section aria-labelledby="ofertas">
      <div className="wrap">
        <h2 id="ofertas">Ofertas del Cierra puertas</h2>
        <ul className="grid" style={{ listStyle: "none", padding: 0 }}>
          {offers.map((offer) => (
            <li key={offer.slug} className="card">
              <img src={`/images/tienda/${offer.image}`} alt="" width={800} height={450} loading="lazy" />
              <div className="body">
                <h3>{offer.name}</h3>
                <p className="muted" style={{ margin: 0 }}>
                  {offer.duration} · {offer.includes}
                </p>
                <p className="price">
                  Desde {formatMoney(offer.priceMinor, offer.currency)}
                  {offer.regularPriceMinor !== null ? (
                    <>
                      {" "}
                      <span className="old">
                        <span className="sr">antes </span>
                        {formatMoney(offer.regularPriceMinor, offer.currency)}
                      </span>
                    </>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className="note">{OFFERS_FOOTNOTE}</p>
      </div>
    </section>
  );
}

type DocumentProps = { variant: CampaignVariant; when: string; offers: TravelPackage[] };

function CampaignDocument({ variant, when, offers }: DocumentProps) {
  const title = variant === "offers" ? "Ofertas del Cierra puertas" : "Cierra puertas";
  return (
    <html lang="es-PE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} | ${brand.name}`}</title>
        <meta name="robots" content="noindex" />
        <style>{CAMPAIGN_CSS}</style>
      </head>
      <body>
        <header className="hero">
          <div className="wrap">
            <p className="kicker">{brand.name} · Evento exclusivo</p>
            <h1>{title}</h1>
            <p className="lead">{CAMPAIGN.lead}</p>
            <ul className="facts">
              <li>
                <strong>Cuándo:</strong> {when}
              </li>
              <li>
                <strong>Dónde:</strong> {CAMPAIGN.place}
              </li>
            </ul>
            <p className="btns">
              <a className="btn btn-accent" href="/tusdatos" target="_top">
                Regístrate
              </a>
              {variant === "offers" ? (
                <a className="btn btn-light" href="/cierrapuertas" target="_top">
                  Cómo participar
                </a>
              ) : (
                <a className="btn btn-light" href="/cierrapuertas/ofertas" target="_top">
                  Ver ofertas
                </a>
              )}
            </p>
          </div>
        </header>
        <main>{variant === "offers" ? <OffersBody offers={offers} /> : <EventBody />}</main>
      </body>
    </html>
  );
}

/** The standalone campaign page, as a complete HTML document; `offers` are the packages of the offers page. */
export function renderCampaignHtml(variant: CampaignVariant, when: string, offers: TravelPackage[] = []): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<CampaignDocument variant={variant} when={when} offers={offers} />)}`;
}
