import { data } from "react-router";
import { requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { OrdersDeskPage } from "#app/features/staff/orders/orders-desk-page.tsx";
import { OrderFiltersSchema } from "#app/features/staff/orders/order-desk-schemas.ts";
import { searchOrders } from "#app/features/staff/orders/order-desk-queries.server.ts";
import { DATE_MESSAGES } from "#app/utils/date-rules.ts";
import { invalidFiltersMessage } from "#app/utils/form-errors.ts";
import type { Route } from "./+types/staff-orders";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "orders.read");
  const url = new URL(request.url);
  const parsed = OrderFiltersSchema.safeParse(Object.fromEntries(url.searchParams));
  const filters = parsed.success ? parsed.data : {};
  // Filters it cannot apply: 400 with the rule's message, and the unfiltered list.
  return data(
    {
      filters,
      invalid: parsed.success ? null : invalidFiltersMessage(parsed.error, Object.values(DATE_MESSAGES)),
      list: await searchOrders(filters),
      query: parsed.success ? url.searchParams.toString() : "",
    },
    { status: parsed.success ? 200 : 400 },
  );
}

export const meta: Route.MetaFunction = () => staffMeta("Pedidos", "Búsqueda y atención de pedidos.");

export default function StaffOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersDeskPage {...loaderData} />;
}
