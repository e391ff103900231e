import { data, redirect } from "react-router";
import { requestContext } from "#request-context";
import { MY_ORDERS_PATH } from "#app/features/orders/my-orders-ui.tsx";
import { MyOrdersPage } from "#app/features/orders/ui/my-orders-page.tsx";
import { handleMyOrdersPost, legacyOrderPage, loadMyOrders } from "#app/features/orders/index.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/my-bookings";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  const page = await legacyOrderPage(request, user);
  if (page) throw redirect(page);
  return loadMyOrders(user, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { limitAttempt, clientIp, user } = context.get(requestContext);
  const outcome = await handleMyOrdersPost(request, user, await readPostedForm(request), {
    limitAttempt,
    clientIp: clientIp ?? "unknown",
  });
  if (outcome.kind === "failure") return data({ failure: outcome.failure, refusal: null }, { status: outcome.status });
  if (outcome.kind === "refused")
    return data({ failure: undefined, refusal: outcome.message }, { status: outcome.status });
  return redirect(outcome.location, outcome.cookie ? { headers: { "set-cookie": outcome.cookie } } : undefined);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Mis reservas | Kuntur Viajes",
    description:
      "Consulta tu reserva de vuelo, hotel o seguro con su código y tu correo electrónico: detalle, documentos y precio.",
    canonicalPath: MY_ORDERS_PATH,
    noIndex: true,
  });

export default function MyBookings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MyOrdersPage
      orders={loaderData.orders}
      listPath={MY_ORDERS_PATH}
      confirming={loaderData.confirming}
      notice={loaderData.notice}
      refusal={actionData?.refusal ?? null}
      failure={actionData?.failure}
      filter={loaderData.filter}
    />
  );
}
