import { useEffect, useState } from "react";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { PartnerTarget } from "./partner-allow-list.ts";

/** The interstitial waits this long before leaving (issue 17); the meta refresh of the route uses it too. */
export const REDIRECT_SECONDS = 3;

const secondsText = (seconds: number) => (seconds === 1 ? "1 segundo" : `${String(seconds)} segundos`);

const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

/**
 * Without JavaScript a meta refresh continues after the same seconds. It sits in <noscript>, so with JavaScript the
 * timer below is in charge and the visitor can stop it (WCAG 2.2.1; axe's meta-refresh rule).
 */
function NoScriptRefresh({ url }: { url: string }) {
  const html = `<meta http-equiv="refresh" content="${String(REDIRECT_SECONDS)};url=${escapeAttribute(url)}">`;
  return <noscript dangerouslySetInnerHTML={{ __html: html }} />;
}

/** 'Te estamos redirigiendo a …': names the partner, counts down, then leaves (or at once on the link). */
export function PartnerRedirectPage({ target }: { target: PartnerTarget }) {
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (stopped) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, REDIRECT_SECONDS - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        window.location.assign(target.url);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [target.url, stopped]);

  return (
    <section
      aria-labelledby="redireccion-titulo"
      className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center gap-5 px-4 py-16 text-center"
    >
      <h1 id="redireccion-titulo" className="text-3xl font-extrabold text-brand-700">
        Te estamos redirigiendo a {target.name}
      </h1>
      <p className="text-lg text-ink">
        Estás saliendo del sitio de Kuntur Viajes hacia un sitio de nuestros aliados, con sus propias condiciones y
        políticas de privacidad.
      </p>
      <NoScriptRefresh url={target.url} />
      <p role="status" aria-live="polite" className="min-h-7 text-lg font-semibold text-ink">
        {stopped
          ? "Redirección detenida: continúa cuando quieras."
          : left > 0
            ? `Te llevaremos en ${secondsText(left)}…`
            : "Abriendo el sitio…"}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <a href={target.url} rel="noopener" className={buttonClasses("accent", "lg")}>
          Continuar a {target.name}
        </a>
        {stopped || left === 0 ? (
          <Link to="/" appearance="secondary" size="lg">
            Volver al inicio
          </Link>
        ) : (
          <Button variant="secondary" size="lg" onPress={() => setStopped(true)}>
            Quedarme aquí
          </Button>
        )}
      </div>
    </section>
  );
}

/** The answer to a target that is not on the allow-list, or malformed: nothing is followed. */
export function PartnerRedirectRefused() {
  return (
    <section
      aria-labelledby="redireccion-titulo"
      className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center gap-5 px-4 py-16 text-center"
    >
      <h1 id="redireccion-titulo" className="text-3xl font-extrabold text-danger">
        No podemos llevarte a ese sitio
      </h1>
      <p className="text-lg text-ink">
        El enlace que seguiste no es válido o apunta a un sitio que no es de nuestros aliados, así que no te
        redirigiremos. Si llegaste aquí desde un mensaje que no esperabas, no ingreses tus datos en ese sitio.
      </p>
      <Link to="/" appearance="primary" size="lg">
        Volver al inicio
      </Link>
    </section>
  );
}
