import { data, redirect } from "react-router";
import { requestContext } from "#request-context";
import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { handleBookingPost, loadScheduling } from "#app/features/appointments/appointment-page.server.ts";
import { AppointmentsPage } from "#app/features/appointments/appointments-page.tsx";
import { schedulingFrameUrl } from "#app/features/appointments/scheduling-frame.ts";
import { getSeoText } from "#app/features/content/seo-texts-queries.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import type { Route } from "./+types/appointments";

export const handle: AnalyticsHandle = { infoPage: true };

// Its form holds the visitor's typed data and a fresh idempotency key: never kept by a cache (private-pages.ts).
export const middleware = [privatePage];

/** SPEC 2.6: title and description come from the stored SEO text "scheduleYourAppointment" (server-rendered here). */
export const SEO_TEXT_NAME = "scheduleYourAppointment";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { publicConfig } = context.get(requestContext);
  const seo = (await getSeoText(SEO_TEXT_NAME)) ?? {
    title: "Agenda tu cita | Kuntur Viajes",
    description: "Agenda una reunión con nuestros asesores de viaje desde donde estés.",
  };
  const { schedulingUrl } = publicConfig.embeds;
  // An outside scheduling service when SCHEDULING_URL is set; else our own (docs/appointments.md).
  if (schedulingUrl) {
    const embed = {
      frameUrl: schedulingFrameUrl(schedulingUrl, publicConfig.siteUrl),
      pageUrl: new URL(schedulingUrl, publicConfig.siteUrl).toString(),
    };
    return { seo, embed, scheduling: null };
  }
  return { seo, embed: null, scheduling: await loadScheduling(new URL(request.url)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = context.get(requestContext);
  const outcome = await handleBookingPost(await readPostedForm(request), user?.id ?? null);
  if (outcome.kind === "failure") return data(outcome.failure, { status: outcome.status });
  return redirect(outcome.location, { headers: { "set-cookie": outcome.cookie } });
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, { ...args.loaderData.seo, canonicalPath: "/agenda-tu-cita" });

export default function Appointments({ loaderData, actionData }: Route.ComponentProps) {
  return <AppointmentsPage embed={loaderData.embed} scheduling={loaderData.scheduling} failure={actionData} />;
}
