import { PromoCodesPage } from "#app/features/staff/promotions/promo-codes-page.tsx";
import { listPromoCodes } from "#app/features/staff/promotions/promo-codes-admin.server.ts";
import { requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { can } from "#app/features/staff/staff-roles.ts";
import type { Route } from "./+types/staff-promo-codes";

export async function loader({ request }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, "promotions.codes.read");
  const saved = new URL(request.url).searchParams.get("guardado");
  return {
    codes: await listPromoCodes(),
    canWrite: can(staff.roles, "promotions.codes.write"),
    saved: saved && /^[A-Z0-9]{6}$/.test(saved) ? `Código ${saved} guardado.` : null,
  };
}

export const meta: Route.MetaFunction = () =>
  staffMeta("Códigos promocionales", "Códigos de descuento, su vigencia, sus usos y el descuento dado.");

export default function StaffPromoCodes({ loaderData }: Route.ComponentProps) {
  return <PromoCodesPage {...loaderData} />;
}
