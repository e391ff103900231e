import { data, redirect } from "react-router";
import { PROMO_FIELDS, PromoFormPage, type PromoValues } from "#app/features/staff/content/promo-form.tsx";
import { limaLocalValue, PromoFormSchema } from "#app/features/staff/content/content-schemas.ts";
import { contentWrite, findPromo, savePromo } from "#app/features/staff/content/content-admin.server.ts";
import { formValues } from "#app/features/staff/staff-form.tsx";
import { actorOf, requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/staff-promo";

const NEW = "nueva";

async function initialValues(id: string): Promise<PromoValues> {
  if (id === NEW) {
    const start = new Date();
    return {
      advertisementContent: "",
      startDate: limaLocalValue(start),
      endDate: limaLocalValue(new Date(start.getTime() + 7 * 86_400_000)),
      active: true,
      version: "",
    };
  }
  const promo = await findPromo(id);
  if (!promo) throw new Response("Not Found", { status: 404 });
  return {
    advertisementContent: promo.advertisementContent,
    startDate: limaLocalValue(new Date(promo.startDate)),
    endDate: limaLocalValue(new Date(promo.endDate)),
    active: promo.active,
    version: promo.version,
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content.promo.write");
  return { isNew: params.id === NEW, initial: await initialValues(params.id) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireStaff(request, "content.promo.write");
  const form = await readPostedForm(request);
  const raw = formValues(form, PROMO_FIELDS);
  const text = (name: (typeof PROMO_FIELDS)[number]) => String(raw[name] ?? "").slice(0, 300);
  const values: PromoValues = {
    advertisementContent: text("advertisementContent"),
    startDate: text("startDate").slice(0, 16),
    endDate: text("endDate").slice(0, 16),
    active: raw.active === "on",
    version: text("version").slice(0, 40),
  };
  const parsed = PromoFormSchema.safeParse(raw);
  if (!parsed.success) {
    return data({ message: null, errors: fieldErrors(parsed.error), values, preview: false }, { status: 400 });
  }
  if (form.get("intent") === "preview") return data({ message: null, errors: {}, values, preview: true });
  if (params.id !== NEW) await initialValues(params.id);
  const conflict = await contentWrite(() =>
    savePromo(params.id === NEW ? null : params.id, parsed.data, actorOf(session)),
  );
  if (conflict) return data({ message: conflict, errors: {}, values, preview: false }, { status: 409 });
  throw redirect("/gestion/contenido?guardado=1");
}

export const meta: Route.MetaFunction = () =>
  staffMeta("Franja de promociones", "Texto y vigencia de la franja de promociones del sitio.");

export default function StaffPromo({ loaderData, actionData }: Route.ComponentProps) {
  return <PromoFormPage isNew={loaderData.isNew} initial={loaderData.initial} state={actionData} />;
}
