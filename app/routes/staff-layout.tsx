import { isRouteErrorResponse, Outlet } from "react-router";
import { StaffFrame } from "#app/features/staff/staff-frame.tsx";
import { staffSessionOf } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { sectionsFor } from "#app/features/staff/staff-nav.ts";
import { noIndexPage } from "#app/utils/no-index.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import type { Route } from "./+types/staff-layout";

// The staff back office: never cached (one person's session), never indexed, not linked from the public site.
export const middleware = [privatePage, noIndexPage];

export async function loader({ request }: Route.LoaderArgs) {
  const session = await staffSessionOf(request);
  if (session?.stage !== "full") return { staff: null };
  const { name, email, roles } = session.staff;
  return { staff: { name, email, roles, sections: sectionsFor(roles).map(({ path, label }) => ({ path, label })) } };
}

export const meta: Route.MetaFunction = () =>
  staffMeta("Gestión", "Herramientas internas del personal de Kuntur Viajes.");

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame staff={loaderData.staff}>
      <Outlet />
    </StaffFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 403
      ? "Tu rol no permite esta acción. Si la necesitas, pídesela a un administrador."
      : status === 404
        ? "No encontramos lo que buscas."
        : "Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.";
  return (
    <StaffFrame staff={null}>
      <title>{status === 403 ? "Sin permiso | Gestión Kuntur Viajes" : "Error | Gestión Kuntur Viajes"}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-2xl font-extrabold text-brand-700">
        {status === 403 ? "Sin permiso" : "No se pudo mostrar"}
      </h1>
      <p className="mt-2">{message}</p>
      <p className="mt-4">
        <a className="font-semibold text-brand-700 underline" href="/gestion">
          Volver a Gestión
        </a>
      </p>
    </StaffFrame>
  );
}
