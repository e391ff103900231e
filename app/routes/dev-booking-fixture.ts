import { requestContext } from "#request-context";
import { createDevBooking } from "#app/features/flights/booking/dev-booking-fixture.server.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import { EMAIL_PATTERN } from "#app/utils/text-rules.ts";
import type { Route } from "./+types/dev-booking-fixture";

// POST /dev/reservas: a held booking for e2e tests of 'Mis reservas'. Same gate as /dev/ui.
export async function action({ request, context }: Route.ActionArgs) {
  const { publicConfig, user } = context.get(requestContext);
  if (!publicConfig.devPages) throw new Response("Not Found", { status: 404 });
  const form = await readPostedForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const email = (text("email") || "rosa.quispe@example.com").toLowerCase();
  // An e-mail the booking can carry (no NUL or other control character reaches the database).
  if (email.length > 100 || !EMAIL_PATTERN.test(email)) {
    return Response.json({ message: "Escribe un correo válido." }, { status: 400 });
  }
  const daysOut = Math.min(300, Math.max(2, Number(text("daysOut")) || 30));
  // A signed-in caller owns the booking (it shows in /perfil/mis-reservas).
  return Response.json(await createDevBooking(email, daysOut, user?.id ?? null, text("pay") === "cash"));
}

export function loader() {
  throw new Response("Not Found", { status: 404 });
}
