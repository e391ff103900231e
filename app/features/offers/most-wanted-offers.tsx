import { belowTheFoldClass } from "#app/components/below-the-fold.ts";
import { startTransition, useEffect, useState } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { lightTabClass, onTabKeyDown } from "#app/components/ui/tab-strip.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { http } from "#app/platform/http-client.ts";
import { OfferCard } from "./offer-card.tsx";
import { OFFERS_LOADING_CLEAR_MS, OFFERS_MOBILE_QUERY, toggleState, visibleCount } from "./offer-pagination.ts";
import type { MostWantedOffer, MostWantedResponse } from "./offer-types.ts";
import { useMediaQuery } from "./use-media-query.ts";

type OfferType = MostWantedOffer["type"];
const TAB_LABELS: Record<OfferType, string> = { NAC: "Nacionales", INT: "Internacionales" };

type State = { status: "loading" } | { status: "ready"; offers: MostWantedOffer[] } | { status: "failed" };

/** Loads the offers without the overlay; the indicator clears 800 ms after the answer; a failure hides the tabs. */
function useMostWantedOffers(): State {
  const [state, setState] = useState<State>({ status: "loading" });
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    http.get<MostWantedResponse>("/api/v1/flight-offers/most-wanted", { noLoading: true }).then(
      (response) => {
        // A transition: rendering the cards yields to input instead of blocking the page in one long task.
        timer = setTimeout(() => {
          if (active) startTransition(() => setState({ status: "ready", offers: response.offers }));
        }, OFFERS_LOADING_CLEAR_MS);
      },
      (error: unknown) => {
        console.warn("No se pudieron cargar las ofertas de vuelos:", error);
        if (active) setState({ status: "failed" });
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
  return state;
}

/** Most-wanted flight offers in two tabs, national and international (SPEC 2.3, 4). */
export function MostWantedOffers() {
  const state = useMostWantedOffers();
  const isMobile = useMediaQuery(OFFERS_MOBILE_QUERY);
  const [expansions, setExpansions] = useState<Record<OfferType, number>>({ NAC: 0, INT: 0 });
  const [chosen, setChosen] = useState<OfferType>("NAC");
  if (state.status === "failed") return null;
  const offers = state.status === "ready" ? state.offers : [];
  const types = (["NAC", "INT"] as const).filter((type) => offers.some((offer) => offer.type === type));
  if (state.status === "ready" && types.length === 0) return null;
  const today = todayInLima();
  const selected = types.includes(chosen) ? chosen : (types[0] ?? "NAC");
  const ofType = offers.filter((offer) => offer.type === selected);
  const shown = visibleCount(ofType.length, isMobile, expansions[selected]);
  const toggle = toggleState(ofType.length, isMobile, expansions[selected]);

  return (
    <section
      aria-labelledby="ofertas-vuelos"
      className={cx("mx-auto w-full max-w-6xl px-4 py-10", belowTheFoldClass(640))}
    >
      <h2 id="ofertas-vuelos" className="text-2xl font-extrabold text-brand-700 md:text-3xl">
        Ofertas de vuelos más buscadas
      </h2>
      <p className="mt-1 text-muted">
        Tarifas ida y vuelta por persona, en dólares y en soles al tipo de cambio del día.
      </p>
      {state.status === "loading" ? (
        <OffersSkeleton />
      ) : (
        <div className="mt-4 flex flex-col">
          <div role="tablist" aria-label="Tipo de vuelo" className="flex gap-1 border-b border-slate-200">
            {types.map((type) => (
              <button
                key={type}
                type="button"
                role="tab"
                id={`ofertas-tab-${type}`}
                aria-selected={type === selected}
                aria-controls={`ofertas-panel-${type}`}
                tabIndex={type === selected ? 0 : -1}
                onKeyDown={(event) => onTabKeyDown(event, true)}
                onClick={() => setChosen(type)}
                className={lightTabClass}
              >
                {TAB_LABELS[type]}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`ofertas-panel-${selected}`}
            aria-labelledby={`ofertas-tab-${selected}`}
            className="pt-5"
          >
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
              {ofType.slice(0, shown).map((offer) => (
                <li key={offer.id}>
                  <OfferCard offer={offer} today={today} />
                </li>
              ))}
            </ul>
            {toggle !== "none" ? (
              <div className="mt-5 flex justify-center">
                <button
                  type="button"
                  onClick={() =>
                    setExpansions((current) => ({
                      ...current,
                      [selected]: toggle === "more" ? current[selected] + 1 : 0,
                    }))
                  }
                  className={buttonClasses("secondary", "md")}
                >
                  {toggle === "more" ? "Ver más ofertas" : "Ver menos"}
                </button>
              </div>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}

/** Same footprint as the loaded tabs (4 cards, 1 under 768 px), so nothing moves when the offers arrive. */
function OffersSkeleton() {
  return (
    <div className="mt-4" role="status">
      <span className="sr-only">Cargando ofertas…</span>
      <div aria-hidden="true" className="flex h-[52px] gap-2 border-b border-slate-200">
        <span className="my-3 h-6 w-28 animate-pulse rounded bg-slate-200" />
        <span className="my-3 h-6 w-36 animate-pulse rounded bg-slate-200" />
      </div>
      <div aria-hidden="true" className="grid gap-4 pt-5 md:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={index === 0 ? "block" : "hidden md:block"}>
            <div className="aspect-[8/5] animate-pulse rounded-t-card bg-slate-200" />
            <div className="h-[148px] rounded-b-card border border-t-0 border-slate-200" />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-5 flex justify-center">
        <span className="h-11 w-40 rounded-control bg-slate-100" />
      </div>
    </div>
  );
}
