import { NewsletterLinkResult } from "#app/features/newsletter/newsletter-link-result.tsx";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/subscribe-success";

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "¡Suscripción exitosa! | Kuntur Viajes",
    description:
      "Tu suscripción al boletín de Kuntur Viajes fue registrada: confírmala desde el correo que te enviamos.",
    canonicalPath: "/suscribirse/exito",
    noIndex: true,
  });

export default function SubscribeSuccess() {
  return (
    <NewsletterLinkResult
      view={{
        title: "¡Suscripción exitosa!",
        message:
          "Te enviamos un correo para confirmar tu suscripción. Abre el enlace que contiene (revisa también la carpeta de spam): hasta que lo confirmes no te enviaremos ninguna publicidad.",
        tone: "success",
      }}
    />
  );
}

// The same for every visitor on GET (the cache ignores POST): the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
