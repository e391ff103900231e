import { requestContext } from "#request-context";
import { flightSearchLog } from "#flights";
import { loadOfferDetail } from "#app/features/flights/results/offer-detail.server.ts";
import type { Route } from "./+types/flight-offer-detail";

/**
 * GET /resultados/vuelos/detalle?oferta=ID: the segments and layovers of every schedule of an offer as JSON, loaded
 * by a results card when its 'Detalle del vuelo' is opened (without JavaScript the results page renders one
 * offer's detail itself with `detalle=ID`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("oferta") ?? "";
  if (!id || id.length > 2_000) return Response.json({ detail: null }, { status: 400 });
  try {
    const detail = await loadOfferDetail(id);
    return Response.json({ detail }, { status: detail ? 200 : 404, headers: { "cache-control": "no-store" } });
  } catch (error) {
    const { requestId } = context.get(requestContext);
    flightSearchLog().error({ err: error, requestId }, "flight offer detail failed");
    return Response.json({ detail: null }, { status: 503 });
  }
}
