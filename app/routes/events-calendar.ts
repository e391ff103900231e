import { requestContext } from "#request-context";
import { buildEventIcs } from "#app/features/events/event-ics.ts";
import { ICS_CONTENT_TYPE } from "#app/utils/ics.ts";
import { findCalendarEvent } from "#app/features/events/events-service.server.ts";
import type { Route } from "./+types/events-calendar";

const ICS_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.ics$/;

/** /eventos/{slug}.ics: the event as an RFC 5545 calendar file ('Agregar al calendario'). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = ICS_FILE.exec(params.file)?.[1];
  const event = slug ? await findCalendarEvent(slug, context.get(requestContext).publicConfig.siteUrl) : undefined;
  if (!slug || !event) throw new Response("Evento no encontrado", { status: 404 });
  return new Response(buildEventIcs(event, new Date()), {
    headers: {
      "content-type": ICS_CONTENT_TYPE,
      "content-disposition": `attachment; filename="${slug}.ics"`,
      "cache-control": "no-cache",
    },
  });
}
