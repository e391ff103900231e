import { data, redirect } from "react-router";
import { requestContext } from "#request-context";
import { InfoSection, PageHero } from "#app/features/info/page-hero.tsx";
import { handleSubscribe } from "#app/features/newsletter/subscribe-action.server.ts";
import { SubscribeForm } from "#app/features/newsletter/subscribe-form.tsx";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";
import { buildMeta } from "#app/utils/seo.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/subscribe";

export async function action({ request, context }: Route.ActionArgs) {
  const { publicConfig, limitAttempt } = context.get(requestContext);
  const result = await handleSubscribe(await readPostedForm(request), { siteUrl: publicConfig.siteUrl, limitAttempt });
  if (result.kind === "subscribed") return redirect("/suscribirse/exito");
  const headers = new Headers({ "cache-control": "no-store" });
  if (result.retryAfterSeconds) headers.set("retry-after", String(result.retryAfterSeconds));
  return data(result.answer, { status: result.status, headers });
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Suscríbete a nuestro boletín de ofertas | Kuntur Viajes",
    description:
      "Recibe en tu correo las ofertas de vuelos, paquetes y hoteles, las campañas y las novedades de viaje de Kuntur Viajes. Suscríbete gratis y date de baja cuando quieras.",
    canonicalPath: "/suscribirse",
  });

export default function Subscribe({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero kicker="Boletín" title="Suscríbete a nuestro boletín">
        <p>Recibe antes que nadie nuestras ofertas, campañas y novedades de viaje.</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="suscripcion-titulo"
          className="rounded-card border border-slate-200 bg-white p-5 md:p-8"
        >
          <h2 id="suscripcion-titulo" className="mb-5 text-2xl font-bold text-brand-700">
            Tus datos
          </h2>
          <SubscribeForm answer={actionData} />
        </section>
        <InfoSection title="Cómo funciona">
          <p>1. Completa tus datos y acepta la Política de Privacidad y el envío de publicidad.</p>
          <p>2. Te enviaremos un correo: confirma tu suscripción con el enlace que contiene.</p>
          <p>3. Desde entonces recibirás nuestras ofertas. Cada correo incluye un enlace para darte de baja, gratis.</p>
        </InfoSection>
      </div>
    </>
  );
}

// The same for every visitor on GET (the cache ignores POST): the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
