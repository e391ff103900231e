import { data } from "react-router";
import { PromoCodeDetailPage } from "#app/features/staff/promotions/promo-code-detail.tsx";
import {
  PROMO_CODE_ENTITY,
  promoCodeDetail,
  promoCodeWrite,
  setPromoCodeActive,
} from "#app/features/staff/promotions/promo-codes-admin.server.ts";
import { auditOfEntity } from "#app/features/staff/audit.server.ts";
import { actorOf, requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { can } from "#app/features/staff/staff-roles.ts";
import { getDb } from "#db";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/staff-promo-code";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, "promotions.codes.read");
  const detail = await promoCodeDetail(params.code);
  if (!detail) throw new Response("Not Found", { status: 404 });
  const audit = await auditOfEntity(getDb(), PROMO_CODE_ENTITY, params.code);
  return {
    ...detail,
    audit: audit.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    canWrite: can(staff.roles, "promotions.codes.write"),
    saved: new URL(request.url).searchParams.has("guardado"),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireStaff(request, "promotions.codes.write");
  const form = await readPostedForm(request);
  const intent = form.get("intent");
  const posted = form.get("version");
  const version = typeof posted === "string" ? posted.slice(0, 40) : "";
  if (intent !== "deactivate" && intent !== "reactivate") {
    return data({ tone: "error" as const, text: "Acción desconocida." }, { status: 400 });
  }
  const written = await promoCodeWrite(() =>
    setPromoCodeActive(params.code, { active: intent === "reactivate", version }, actorOf(session)),
  );
  if (!written.ok) return data({ tone: "error" as const, text: written.message }, { status: 409 });
  const text =
    intent === "deactivate"
      ? `Código ${params.code} desactivado: ya no se puede aplicar.`
      : `Código ${params.code} reactivado.`;
  return { tone: "success" as const, text };
}

export const meta: Route.MetaFunction = ({ params }) =>
  staffMeta(`Código ${params.code}`, "Condiciones, usos por pedido y auditoría de un código promocional.");

export default function StaffPromoCode({ loaderData, actionData }: Route.ComponentProps) {
  const message = actionData ?? (loaderData.saved ? { tone: "success" as const, text: "Cambios guardados." } : null);
  return <PromoCodeDetailPage {...loaderData} message={message} />;
}
