import { requestContext } from "#request-context";
import { loadConfirmation } from "#app/features/flights/booking/booking-confirmation-data.server.ts";
import { ConfirmationPage } from "#app/features/flights/booking/confirmation-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/booking-confirmation";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

// Only the booking's owner (signed-in user or the browser's checkout session) sees it; it reads everything afresh.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, publicConfig } = context.get(requestContext);
  return loadConfirmation(request, user, publicConfig.siteUrl);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "¡Todo listo para tu vuelo! | Kuntur Viajes",
    description: "La confirmación de tu compra de vuelos: código de reserva, boletos, vuelos, pasajeros y pago.",
    noIndex: true,
  });

export default function BookingConfirmation({ loaderData }: Route.ComponentProps) {
  return <ConfirmationPage page={loaderData} />;
}
