import { data } from "react-router";
import { requestContext } from "#request-context";
import {
  CheckoutStartSchema,
  startCheckout,
  startFormValues,
} from "#app/features/flights/checkout/checkout-start.server.ts";
import { FlightBookingView } from "#app/features/flights/results/flight-booking-page.tsx";
import { readPostedForm } from "#app/utils/posted-form.ts";
import { loadFlightBooking } from "#app/features/flights/results/flight-booking.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/flight-booking";

export async function loader({ request }: Route.LoaderArgs) {
  return loadFlightBooking(new URL(request.url).searchParams);
}

/** The family chosen: the checkout starts (issue 18) and /booking takes over; a stale offer says why. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = CheckoutStartSchema.safeParse(startFormValues(await readPostedForm(request)));
  if (!parsed.success) return data({ status: "not_found" as const, searchUrl: null }, { status: 400 });
  const outcome = await startCheckout(parsed.data, context.get(requestContext).user);
  return outcome instanceof Response ? outcome : data(outcome);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Elige tu tarifa | Kuntur Viajes",
    description: "Compara las tarifas de tu vuelo: equipaje, cambios, devoluciones y precio total con impuestos.",
    noIndex: true,
  });

export default function FlightBooking({ loaderData, actionData }: Route.ComponentProps) {
  return <FlightBookingView page={loaderData} refusal={actionData} />;
}
