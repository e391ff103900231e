import { Link } from "#app/components/ui/link.tsx";
import { formatDateShort } from "#app/utils/dates.ts";
import { CoverageDialog } from "./coverage-dialog.tsx";
import { formatPen, formatUsd } from "./insurance-money.ts";
import type { PurchaseQuotePage } from "./insurance-quote.server.ts";
import { PurchaseForm, type PurchaseFailure } from "./purchase-form.tsx";

type PurchasePageProps = { page: PurchaseQuotePage; idempotencyKey: string; failure?: PurchaseFailure | undefined };

/** /seguros/comprar: the chosen plan's summary and the purchase form. */
export function InsurancePurchasePage({ page, idempotencyKey, failure }: PurchasePageProps) {
  if (page.kind === "unavailable") {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8">
        <h1 className="text-2xl font-bold">No podemos continuar con esta compra</h1>
        <p>{page.message}</p>
        <Link to="/seguros">Volver a cotizar</Link>
      </div>
    );
  }
  const { plan, trip } = page;
  const totalPen = formatPen(plan.totalMinor, page.exchangeRate);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Completa los datos de tu seguro</h1>
        <PurchaseForm ages={trip.ages} startDate={trip.startDate} idempotencyKey={idempotencyKey} failure={failure} />
      </div>
      <aside
        aria-labelledby="resumen-seguro"
        className="flex h-fit flex-col gap-3 rounded-card border border-slate-200 bg-white p-5 lg:sticky lg:top-4"
      >
        <h2 id="resumen-seguro" className="text-lg font-bold">
          Resumen de tu compra
        </h2>
        <p className="font-semibold">{plan.name}</p>
        <p className="text-sm text-muted">
          {page.days} días por {page.destination} · del {formatDateShort(trip.startDate)} al{" "}
          {formatDateShort(trip.endDate)}
        </p>
        <p className="text-sm">Asistencia médica: {plan.medicalAssistance}</p>
        <ul className="text-sm">
          {plan.travellers.map((traveller, index) => (
            <li key={index}>
              Viajero {index + 1} ({traveller.age} años): {formatUsd(traveller.priceMinor)}
            </li>
          ))}
        </ul>
        <p className="text-lg font-bold tabular-nums">
          Total{page.national ? " (incluye IGV)" : ""}: {formatUsd(plan.totalMinor)}
          {totalPen ? <span className="block text-base font-semibold text-muted">{totalPen}</span> : null}
        </p>
        <CoverageDialog planName={plan.name} coverage={plan.coverage} />
      </aside>
    </div>
  );
}
