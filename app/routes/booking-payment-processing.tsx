import { redirect } from "react-router";
import { requestContext } from "#request-context";
import { loadProcessing } from "#app/features/flights/booking/booking-confirmation-data.server.ts";
import { ProcessingPage } from "#app/features/flights/booking/processing-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/booking-payment-processing";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

// The gateway sends the buyer back here: wait for the payment's outcome, then the confirmation or another try.
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadProcessing(request, context.get(requestContext).user);
  if (page.status === "paid") throw redirect(`/booking/confirmacion?reserva=${page.bookingId}`);
  return page;
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Procesando tu pago | Kuntur Viajes",
    description: "Estamos confirmando el pago de tu reserva de vuelos con tu banco.",
    noIndex: true,
  });

export default function BookingPaymentProcessing({ loaderData }: Route.ComponentProps) {
  return <ProcessingPage page={loaderData} />;
}
