import { redirect } from "react-router";
import { getDb } from "#db";
import { openOrderLink } from "#app/features/orders/index.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import { RouteErrorPage } from "#app/components/route-error-page.tsx";
import type { Route } from "./+types/order-link";

// A link that grants access: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

/** The e-mail's 'Ver mi reserva': grants this browser the order and shows its page (the token leaves the URL). */
export async function loader({ request }: Route.LoaderArgs) {
  const opened = await openOrderLink(getDb(), request);
  if (!opened) throw new Response("Reserva no encontrada", { status: 404 });
  return redirect(opened.location, { headers: { "set-cookie": opened.setCookie } });
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, { title: "Tu reserva | Kuntur Viajes", description: "Abre tu reserva.", noIndex: true });

export default function OrderLink() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
