import { data, redirect } from "react-router";
import { ContentPage } from "#app/features/staff/content/content-page.tsx";
import { FlagFormSchema } from "#app/features/staff/content/content-schemas.ts";
import { contentWrite, listFlags, listPromos, saveFlag } from "#app/features/staff/content/content-admin.server.ts";
import { formValues } from "#app/features/staff/staff-form.tsx";
import { actorOf, requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { can } from "#app/features/staff/staff-roles.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/staff-content";

export async function loader({ request }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, "content.read");
  return {
    promos: await listPromos(),
    flags: await listFlags(),
    saved: new URL(request.url).searchParams.has("guardado"),
    canPromo: can(staff.roles, "content.promo.write"),
    canFlags: can(staff.roles, "content.flags.write"),
  };
}

// The remote flags' forms post here (intent=flag); the promo texts have their own page.
export async function action({ request }: Route.ActionArgs) {
  const session = await requireStaff(request, "content.flags.write");
  const values = formValues(await readPostedForm(request), ["key", "setting", "version"]);
  const parsed = FlagFormSchema.safeParse(values);
  const key = typeof values.key === "string" ? values.key.slice(0, 40) : "";
  if (!parsed.success) return data({ key, message: "Elige una opción válida." }, { status: 400 });
  const { setting } = parsed.data;
  const conflict = await contentWrite(() =>
    saveFlag(
      { key: parsed.data.key, enabled: setting === "default" ? null : setting === "on", version: parsed.data.version },
      actorOf(session),
    ),
  );
  if (conflict) return data({ key, message: conflict }, { status: 409 });
  throw redirect("/gestion/contenido?guardado=1");
}

export const meta: Route.MetaFunction = () =>
  staffMeta("Contenido", "Franja de promociones y opciones remotas del sitio.");

export default function StaffContent({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} flagState={actionData} />;
}
