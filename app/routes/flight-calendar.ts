import { requestContext } from "#request-context";
import { flightSearchLog, priceCalendar } from "#flights";
import { readSearchRequest } from "#app/features/flights/flight-search-request.server.ts";
import type { Route } from "./+types/flight-calendar";

/**
 * GET /resultados/vuelos/calendario?<search>: the +-3 day price calendar of a search as JSON, loaded by the results
 * page when the visitor opens it (without JavaScript the page renders it itself with `calendario=1`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const read = await readSearchRequest(new URL(request.url).searchParams);
  if (!read.ok) return Response.json({ calendar: null, issues: read.issues }, { status: 400 });
  try {
    return Response.json({ calendar: await priceCalendar(read.search) }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    const { requestId } = context.get(requestContext);
    flightSearchLog().error({ err: error, requestId }, "price calendar failed");
    return Response.json({ calendar: null }, { status: 503 });
  }
}
