import { getDb } from "#db";
import { requestContext, type SessionUser } from "#request-context";
import {
  cancellationQuote,
  cancelPaidBookingForPage,
} from "#app/features/flights/booking/booking-cancellation.server.ts";
import { flightOrderPath } from "#app/features/flights/booking/flight-order-path.ts";
import { readOwnBooking } from "#app/features/flights/booking/booking-owner.server.ts";
import { CancelBookingPage, type CancelPageData } from "#app/features/flights/booking/cancel-booking-page.tsx";
import { formatDual } from "#app/features/orders/index.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/booking-cancel";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

async function ownBooking(request: Request, user: SessionUser | null, id: string) {
  const found = await readOwnBooking(request, user, id);
  if (!found) throw new Response("No encontrado", { status: 404 });
  // Back to this booking's own page (the guest's grant or the owner's session opens it, decision 050).
  return { ...found, backHref: flightOrderPath(found.booking.id) };
}

export async function loader({ request, params, context }: Route.LoaderArgs): Promise<CancelPageData> {
  const { booking, backHref } = await ownBooking(request, context.get(requestContext).user, params.id);
  const quote = await cancellationQuote(getDb(), booking);
  return {
    code: booking.code,
    backHref,
    quote,
    cancelled: false,
    message: quote ? null : "Esta reserva no tiene un pago que anular. Revisa su estado en Mis reservas.",
  };
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<CancelPageData> {
  const { booking, backHref } = await ownBooking(request, context.get(requestContext).user, params.id);
  const outcome = await cancelPaidBookingForPage(getDb(), booking);
  if ("message" in outcome)
    return { code: booking.code, backHref, quote: null, cancelled: false, message: outcome.message };
  return {
    code: booking.code,
    backHref,
    quote: outcome,
    cancelled: true,
    message: `Anulamos tu reserva ${booking.code}. Te devolveremos ${formatDual(outcome, outcome.refund)} al mismo medio de pago; te lo enviamos también por correo.`,
  };
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Anular reserva | Kuntur Viajes",
    description: "Anula tu reserva de vuelos pagada según las condiciones de la tarifa.",
    noIndex: true,
  });

export default function BookingCancel({ loaderData, actionData }: Route.ComponentProps) {
  return <CancelBookingPage page={actionData ?? loaderData} />;
}
