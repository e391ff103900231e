import { requestContext } from "#request-context";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { EmbedFrame } from "#app/components/ui/embed-frame.tsx";
import { ExternalLink } from "#app/components/ui/link.tsx";
import { brand, whatsAppUrl } from "#app/config/brand.ts";
import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { schedulingFrameUrl } from "#app/features/appointments/scheduling-frame.ts";
import { getSeoText } from "#app/features/content/seo-texts-queries.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/appointments";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";

export const handle: AnalyticsHandle = { infoPage: true };

/** SPEC 2.6: title and description come from the stored SEO text "scheduleYourAppointment" (server-rendered here). */
export const SEO_TEXT_NAME = "scheduleYourAppointment";

export async function loader({ context }: Route.LoaderArgs) {
  const { publicConfig } = context.get(requestContext);
  const seo = (await getSeoText(SEO_TEXT_NAME)) ?? {
    title: "Agenda tu cita | Kuntur Viajes",
    description: "Agenda una reunión con nuestros asesores de viaje desde donde estés.",
  };
  const { schedulingUrl } = publicConfig.embeds;
  return {
    seo,
    frameUrl: schedulingFrameUrl(schedulingUrl, publicConfig.siteUrl),
    pageUrl: new URL(schedulingUrl, publicConfig.siteUrl).toString(),
  };
}

export const meta: Route.MetaFunction = (args) => buildMeta(args, args.loaderData.seo);

// Breakpoints of this page (SPEC 9): phone < 640 px, tablet 640-990 px, desktop from 991 px.
export default function Appointments({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 min-[991px]:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] min-[991px]:py-12">
        <header className="flex flex-col gap-4 text-center min-[640px]:text-left min-[991px]:pt-8">
          <h1 className="text-4xl font-extrabold text-brand-700 min-[640px]:text-5xl">¡Viajemos!</h1>
          <p className="text-lg">
            Agenda una reunión con nuestros asesores expertos desde donde estés. Elige el día y la hora que más te
            convengan, y te ayudaremos a planificar tus vacaciones de principio a fin.
          </p>
          <ul className="flex flex-col gap-1 text-left max-[639px]:mx-auto min-[640px]:max-[990px]:grid min-[640px]:max-[990px]:grid-cols-3">
            <li>✔ Videollamada o llamada telefónica</li>
            <li>✔ Sin costo y sin compromiso</li>
            <li>✔ Asesores especialistas por destino</li>
          </ul>
          <p>
            <ExternalLink
              href={brand.helpCenterUrl}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              ¿Ya realizaste una compra y necesitas ayuda? Ingresa aquí
            </ExternalLink>
          </p>
        </header>
        <div className="flex flex-col gap-2">
          <EmbedFrame
            src={loaderData.frameUrl}
            title="Agenda tu cita con un asesor de Kuntur Viajes"
            className="h-[1100px] w-full rounded-card border border-slate-200 bg-white min-[640px]:h-[1000px] min-[991px]:h-[720px]"
            fallbackClassName="flex w-full flex-col items-start gap-3 rounded-card border border-slate-200 bg-white p-6"
            fallback={
              <>
                <p className="font-semibold">No pudimos cargar el calendario de citas.</p>
                <p>Escríbenos y un asesor te propone un horario:</p>
                <ExternalLink href={whatsAppUrl()} className={buttonClasses("primary", "md")}>
                  Agenda por WhatsApp
                </ExternalLink>
              </>
            }
          />
          {/* Browsers that block third-party frames still get to the calendar. */}
          <p className="text-sm">
            ¿No ves el calendario? <ExternalLink href={loaderData.pageUrl}>Ábrelo en una nueva pestaña</ExternalLink>
          </p>
        </div>
      </div>
    </div>
  );
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
