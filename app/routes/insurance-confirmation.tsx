import { redirect } from "react-router";
import { getDb } from "#db";
import { requestContext } from "#request-context";
import { ConfirmationPage } from "#app/features/insurance/confirmation-page.tsx";
import { confirmationUrl } from "#app/features/insurance/insurance-urls.ts";
import { readInsuranceOrder } from "#app/features/insurance/insurance-order-access.server.ts";
import { readPolicyView } from "#app/features/insurance/policy-queries.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/insurance-confirmation";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

export async function loader({ request, context }: Route.LoaderArgs) {
  const policyNumber = new URL(request.url).searchParams.get("poliza") ?? "";
  const read = await readInsuranceOrder(request, context.get(requestContext).user, policyNumber);
  if (!read) throw new Response("No encontrado", { status: 404 });
  // The e-mail's link: the token moves into this browser's cookie and out of the address bar (and history).
  if (read.setCookie) throw redirect(confirmationUrl(policyNumber), { headers: { "set-cookie": read.setCookie } });
  return { policy: await readPolicyView(getDb(), read.policy, read.order), renderedAt: new Date().toISOString() };
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Confirmación de tu seguro de viaje | Kuntur Viajes",
    description:
      "El estado de tu compra de seguro de viaje: número de reserva, monto, cómo pagar, asegurados y coberturas.",
    noIndex: true,
  });

export default function InsuranceConfirmation({ loaderData }: Route.ComponentProps) {
  return <ConfirmationPage policy={loaderData.policy} renderedAt={loaderData.renderedAt} />;
}
