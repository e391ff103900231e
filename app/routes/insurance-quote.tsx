import { InsuranceSearchForm } from "#app/features/insurance/insurance-search-form.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/insurance-quote";

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Cotiza tu seguro de viaje | Kuntur Viajes",
    description:
      "Cotiza tu asistencia al viajero para Perú o el extranjero: elige destino, fechas y edades de hasta 5 viajeros.",
    canonicalPath: "/seguros",
  });

/** /seguros: the quote form (the home tab's form and schema, with 'Cotizar ahora'). */
export default function InsuranceQuote() {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Cotiza tu seguro de viaje</h1>
        <p className="text-muted">
          Asistencia médica, equipaje y cancelación para viajes por el Perú y el mundo. Hasta 5 viajeros de hasta 85
          años.
        </p>
      </header>
      <section className="rounded-card border border-slate-200 bg-white p-5 shadow-sm">
        <InsuranceSearchForm submitLabel="Cotizar ahora" allowBirthDates />
      </section>
    </div>
  );
}
