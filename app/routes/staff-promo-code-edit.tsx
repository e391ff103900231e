import { data, redirect } from "react-router";
import { PromoCodeFormPage } from "#app/features/staff/promotions/promo-code-form.tsx";
import {
  PROMO_CODE_ARRAYS,
  PROMO_CODE_FIELDS,
  PromoCodeFormSchema,
  type PromoCodeValues,
} from "#app/features/staff/promotions/promo-code-schemas.ts";
import {
  createPromoCode,
  promoCodeDetail,
  promoCodeWrite,
  updatePromoCode,
} from "#app/features/staff/promotions/promo-codes-admin.server.ts";
import { formValues } from "#app/features/staff/staff-form.tsx";
import { actorOf, requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/staff-promo-code-edit";

/** 4050 -> "40.50", 5000 -> "50": an amount as the form's field takes it. */
const usdText = (minor: number) => (minor / 100).toFixed(2).replace(/\.00$/, "");

async function initialValues(code: string | undefined) {
  if (code === undefined) {
    const today = todayInLima();
    const values: PromoCodeValues = {
      code: "",
      percent: "10",
      cap: "50",
      products: ["flight", "hotel", "insurance", "package"],
      validFrom: today,
      validTo: addDays(today, 30),
      totalUses: "100",
      minOrder: "",
      perCustomer: "",
      description: "",
      version: "",
    };
    return { values, used: 0 };
  }
  const detail = await promoCodeDetail(code);
  if (!detail) throw new Response("Not Found", { status: 404 });
  const item = detail.code;
  const values: PromoCodeValues = {
    code: item.code,
    percent: String(item.percent),
    cap: usdText(item.capMinor),
    products: item.products,
    validFrom: item.validFrom,
    validTo: item.validTo,
    totalUses: String(item.totalUses),
    minOrder: item.minOrderMinor === 0 ? "" : usdText(item.minOrderMinor),
    perCustomer: item.perCustomerLimit === null ? "" : String(item.perCustomerLimit),
    description: item.description,
    version: item.version,
  };
  return { values, used: item.used };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "promotions.codes.write");
  const { values, used } = await initialValues(params.code);
  return { editing: params.code ?? null, used, initial: values };
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireStaff(request, "promotions.codes.write");
  const raw = formValues(await readPostedForm(request), PROMO_CODE_FIELDS, PROMO_CODE_ARRAYS);
  const values = { ...raw, products: (raw.products as string[]).slice(0, 10) } as PromoCodeValues;
  const parsed = PromoCodeFormSchema.safeParse(values);
  if (!parsed.success) return data({ message: null, errors: fieldErrors(parsed.error), values }, { status: 400 });
  const written = await promoCodeWrite(() =>
    params.code === undefined
      ? createPromoCode(parsed.data, actorOf(session))
      : updatePromoCode(params.code, parsed.data, actorOf(session)),
  );
  if (!written.ok) {
    const field = written.reason === "code" || written.reason === "totalUses" ? written.reason : null;
    const errors = field ? { [field]: written.message } : {};
    return data({ message: field ? null : written.message, errors, values }, { status: 409 });
  }
  const saved = written.value;
  throw redirect(
    params.code === undefined
      ? `/gestion/promociones/codigos?guardado=${saved}`
      : `/gestion/promociones/codigos/${saved}?guardado=1`,
  );
}

export const meta: Route.MetaFunction = ({ params }) =>
  staffMeta(
    params.code ? `Editar código ${params.code}` : "Nuevo código promocional",
    "Condiciones de un código promocional.",
  );

export default function StaffPromoCodeEdit({ loaderData, actionData }: Route.ComponentProps) {
  return <PromoCodeFormPage {...loaderData} state={actionData} />;
}
