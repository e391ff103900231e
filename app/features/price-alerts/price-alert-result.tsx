import { Link } from "#app/components/ui/link.tsx";

export type PriceAlertResultView = {
  title: string;
  message: string;
  /** The landing page of the alert's route, when known. */
  slug: string | null;
  tone: "success" | "info" | "error";
};

const TONES = { success: "text-success", info: "text-brand-700", error: "text-danger" } as const;

/** The page a confirm or unsubscribe link lands on: what happened and the way back. */
export function PriceAlertResult({ view }: { view: PriceAlertResultView }) {
  return (
    <section
      aria-labelledby="alerta-resultado"
      className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 py-16 text-center"
    >
      <h1 id="alerta-resultado" className={`text-3xl font-extrabold ${TONES[view.tone]}`}>
        {view.title}
      </h1>
      <p className="text-lg text-ink">{view.message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {view.slug ? (
          <Link to={`/vuelos/${view.slug}`} appearance="primary" size="lg">
            Ver vuelos de la ruta
          </Link>
        ) : null}
        <Link to="/" appearance={view.slug ? "secondary" : "primary"} size="lg">
          Volver al inicio
        </Link>
      </div>
    </section>
  );
}
