import { useNavigation } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { formatDateShort } from "#app/utils/dates.ts";
import type { InsuranceQuotePage } from "./insurance-quote.server.ts";
import { INSURANCE_RESULTS_PATH } from "./insurance-search-url.ts";
import { buildPurchaseUrl } from "./insurance-urls.ts";
import { PlanCard } from "./plan-card.tsx";

function ResultsLoading() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <p className="font-semibold">Buscando los planes que cubren tu viaje…</p>
      <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
        {[0, 1].map((item) => (
          <div key={item} className="h-64 animate-pulse rounded-card bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

/** /resultados/seguros: the plans for the searched trip, or why none can be sold. */
export function InsuranceResultsPage({ page }: { page: InsuranceQuotePage }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === INSURANCE_RESULTS_PATH;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8" aria-busy={loading}>
      {page.kind === "invalid" ? (
        <section className="flex flex-col gap-3">
          <h1 className="text-2xl font-bold">Revisa los datos de tu viaje</h1>
          <ul className="list-disc pl-6">
            {Object.values(page.errors).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <Link to="/seguros">Volver a cotizar</Link>
        </section>
      ) : (
        <>
          <header className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold text-ink sm:text-3xl">
              Selecciona el plan que mejor se adapte a tu viaje | {page.days} {page.days === 1 ? "día" : "días"} por{" "}
              {page.destination}
            </h1>
            <p className="text-muted">
              Del {formatDateShort(page.search.startDate)} al {formatDateShort(page.search.endDate)} ·{" "}
              {page.search.ages.length} {page.search.ages.length === 1 ? "viajero" : "viajeros"} ·{" "}
              <Link to="/seguros">Cambiar búsqueda</Link>
            </p>
          </header>
          {loading ? (
            <ResultsLoading />
          ) : page.kind === "impossible" ? (
            <section role="alert" className="rounded-card border border-amber-300 bg-amber-50 p-5">
              <h2 className="text-lg font-bold">No podemos venderte un seguro para este viaje</h2>
              <p>{page.reason}</p>
            </section>
          ) : (
            <>
              {page.exchangeRate ? (
                <p className="text-sm text-muted">
                  Precios finales con impuestos. Tipo de cambio del {formatDateShort(page.exchangeRate.date)}: S/{" "}
                  {page.exchangeRate.amount} por US$ 1.
                </p>
              ) : null}
              <div className="grid gap-4 lg:grid-cols-2">
                {page.plans.map((plan) => (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    national={page.national}
                    exchangeRate={page.exchangeRate}
                    buyUrl={buildPurchaseUrl(plan.id, {
                      region: page.search.region,
                      departureDate: page.search.startDate,
                      returnDate: page.search.endDate,
                      ages: page.search.ages,
                    })}
                  />
                ))}
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}
