import { redirect } from "react-router";
import { profileOrdersOf } from "#app/features/orders/index.server.ts";

// The account's policies are in its one 'Mis reservas' now: the former list's address leads to its insurance orders.
export function loader() {
  return redirect(profileOrdersOf("seguros"), 301);
}
