import { data } from "react-router";
import { getDb } from "#db";
import { cardRefundOffers } from "#app/features/staff/orders/order-desk-card-refund.server.ts";
import { orderForDesk } from "#app/features/staff/orders/order-desk.server.ts";
import { OrderDeskDetailPage } from "#app/features/staff/orders/order-desk-detail.tsx";
import { runOrderIntent } from "#app/features/staff/orders/order-desk-route.server.ts";
import { requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { can } from "#app/features/staff/staff-roles.ts";
import { todayInLima } from "#app/utils/dates.ts";
import type { Route } from "./+types/staff-order";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, "orders.read");
  const detail = await orderForDesk(params.code);
  if (!detail) throw new Response("Not Found", { status: 404 });
  const rights = {
    cash: can(staff.roles, "orders.cash"),
    cancel: can(staff.roles, "orders.cancel"),
    refund: can(staff.roles, "orders.refund"),
    note: can(staff.roles, "orders.note"),
    resend: can(staff.roles, "orders.resend"),
  };
  const cardRefunds = rights.refund ? await cardRefundOffers(getDb(), detail.order) : [];
  return { detail, cardRefunds, rights, today: todayInLima() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const answer = await runOrderIntent(request, params.code);
  return data(answer.state, { status: answer.status });
}

export const meta: Route.MetaFunction = ({ params }) =>
  staffMeta(`Pedido ${params.code}`, "Detalle de un pedido, sus pagos, reembolsos y acciones.");

export default function StaffOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderDeskDetailPage {...loaderData} state={actionData} />;
}
