import { data, redirect } from "react-router";
import { getDb } from "#db";
import { requestContext } from "#request-context";
import { MyBookingsPage } from "#app/features/flights/booking/my-bookings-page.tsx";
import { grantedBooking, handleGuestBookingPost } from "#app/features/flights/booking/my-bookings.server.ts";
import { ordersOfVisitor } from "#app/features/orders/index.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/my-bookings";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

const NOTICES: Record<string, string> = { anulada: "Cancelaste la reserva. Sus asientos quedaron libres." };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { user } = context.get(requestContext);
  return {
    granted: await grantedBooking(request, user),
    orders: await ordersOfVisitor(getDb(), user),
    confirmingCancel: url.searchParams.get("cancelar") === "1",
    notice: NOTICES[url.searchParams.get("aviso") ?? ""] ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { limitAttempt, clientIp, user } = context.get(requestContext);
  const outcome = await handleGuestBookingPost(request, user, await readPostedForm(request), {
    limitAttempt,
    clientIp: clientIp ?? "unknown",
  });
  if (outcome.kind === "failure") return data(outcome.failure, { status: outcome.status });
  return redirect(outcome.location, outcome.cookie ? { headers: { "set-cookie": outcome.cookie } } : undefined);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Mis reservas | Kuntur Viajes",
    description:
      "Consulta tu reserva de vuelo u hotel con su código y tu correo electrónico: detalle, documentos y precio.",
    canonicalPath: "/mis-reservas",
    noIndex: true,
  });

export default function MyBookings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MyBookingsPage
      granted={loaderData.granted}
      orders={loaderData.orders}
      confirmingCancel={loaderData.confirmingCancel}
      notice={loaderData.notice}
      failure={actionData}
    />
  );
}
