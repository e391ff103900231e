import { requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { StaffHome } from "#app/features/staff/staff-home.tsx";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { sectionsFor } from "#app/features/staff/staff-nav.ts";
import { todaysRateEntered } from "#app/features/staff/rates/exchange-rates.server.ts";
import { can } from "#app/features/staff/staff-roles.ts";
import type { Route } from "./+types/staff-home";

export async function loader({ request }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request);
  return {
    name: staff.name,
    sections: sectionsFor(staff.roles),
    rateMissing: !(await todaysRateEntered()),
    canEnterRate: can(staff.roles, "rates.write"),
  };
}

export const meta: Route.MetaFunction = () => staffMeta("Inicio", "Secciones del sistema de gestión de Kuntur Viajes.");

export default function StaffHomeRoute({ loaderData }: Route.ComponentProps) {
  return <StaffHome {...loaderData} />;
}
