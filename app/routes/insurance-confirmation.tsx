import { redirect } from "react-router";
import { getDb } from "#db";
import { requestContext } from "#request-context";
import { ConfirmationPage } from "#app/features/insurance/confirmation-page.tsx";
import { confirmationUrl } from "#app/features/insurance/insurance-urls.ts";
import { policyNumberOfOrder, readInsuranceOrder } from "#app/features/insurance/insurance-order-access.server.ts";
import { isLegacyPolicyLink, openLegacyPolicyLink } from "#app/features/insurance/legacy-policy-links.server.ts";
import { readPolicyView } from "#app/features/insurance/policy-queries.server.ts";
import { recordedCancellation } from "#app/features/orders/index.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/insurance-confirmation";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

const notFound = () => new Response("No encontrado", { status: 404 });

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = context.get(requestContext).user;
  // The order page the core registers (Mis reservas, the e-mail's signed link): on to the policy's own address.
  const orderId = url.searchParams.get("pedido");
  if (orderId !== null) {
    const number = await policyNumberOfOrder(request, user, orderId);
    if (!number) throw notFound();
    throw redirect(confirmationUrl(number));
  }
  // An e-mail sent before the core's links (`&clave=`): read only, its grant set and the token out of the address bar.
  if (isLegacyPolicyLink(url)) {
    const opened = await openLegacyPolicyLink(getDb(), request);
    if (!opened) throw notFound();
    throw redirect(opened.location, { headers: { "set-cookie": opened.setCookie } });
  }
  const read = await readInsuranceOrder(request, user, url.searchParams.get("poliza") ?? "");
  if (!read) throw notFound();
  return {
    policy: await readPolicyView(getDb(), read.policy, read.order),
    // A cancelled policy's page states what the cancellation recorded (by the customer or the desk), as every order's.
    refund: read.order.state === "cancelled" ? await recordedCancellation(getDb(), read.order.id) : null,
    renderedAt: new Date().toISOString(),
  };
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Confirmación de tu seguro de viaje | Kuntur Viajes",
    description:
      "El estado de tu compra de seguro de viaje: número de reserva, monto, cómo pagar, asegurados y coberturas.",
    noIndex: true,
  });

export default function InsuranceConfirmation({ loaderData }: Route.ComponentProps) {
  return <ConfirmationPage policy={loaderData.policy} refund={loaderData.refund} renderedAt={loaderData.renderedAt} />;
}
