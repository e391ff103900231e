import type { ReactNode } from "react";
import { Link } from "#app/components/ui/link.tsx";

export type LinkResultView = { title: string; message: string; tone: "success" | "info" | "error" };

const TONES = { success: "text-success", info: "text-brand-700", error: "text-danger" } as const;

/** The page an e-mailed link (confirm, unsubscribe) or the subscription lands on: what happened, and the way on. */
export function NewsletterLinkResult({
  view,
  children,
  resubscribe = false,
}: {
  view: LinkResultView;
  children?: ReactNode;
  /** Offer /suscribirse (an expired link, an unsubscribed contact). */
  resubscribe?: boolean;
}) {
  return (
    <section
      aria-labelledby="boletin-resultado"
      className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 py-16 text-center"
    >
      <h1 id="boletin-resultado" className={`text-3xl font-extrabold ${TONES[view.tone]}`}>
        {view.title}
      </h1>
      <p className="text-lg text-ink">{view.message}</p>
      {children}
      <div className="flex flex-wrap justify-center gap-3">
        {resubscribe ? (
          <Link to="/suscribirse" appearance="primary" size="lg">
            Suscribirme de nuevo
          </Link>
        ) : null}
        <Link to="/" appearance={resubscribe ? "secondary" : "primary"} size="lg">
          Volver al inicio
        </Link>
      </div>
    </section>
  );
}
