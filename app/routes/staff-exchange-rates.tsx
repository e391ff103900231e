import { data } from "react-router";
import { ExchangeRatesPage } from "#app/features/staff/rates/exchange-rates-page.tsx";
import { ExchangeRateFormSchema } from "#app/features/staff/rates/exchange-rate-schemas.ts";
import {
  enterExchangeRateForPage,
  listExchangeRates,
  todaysRateEntered,
} from "#app/features/staff/rates/exchange-rates.server.ts";
import { formValues } from "#app/features/staff/staff-form.tsx";
import { actorOf, requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { can } from "#app/features/staff/staff-roles.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/staff-exchange-rates";

export async function loader({ request }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, "rates.read");
  return {
    list: await listExchangeRates(),
    today: todayInLima(),
    enteredToday: await todaysRateEntered(),
    canWrite: can(staff.roles, "rates.write"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireStaff(request, "rates.write");
  const values = formValues(await readPostedForm(request), ["effectiveDate", "amount"]) as Record<string, string>;
  const parsed = ExchangeRateFormSchema.safeParse(values);
  if (!parsed.success)
    return data({ ok: false, message: null, errors: fieldErrors(parsed.error), values }, { status: 400 });
  const saved = await enterExchangeRateForPage(parsed.data, actorOf(session));
  if (!saved.ok) return data({ ok: false, message: saved.message, errors: {}, values }, { status: saved.status });
  const { effectiveDate, amount } = saved.row;
  return { ok: true, message: `Tipo de cambio del ${effectiveDate} guardado: ${amount}.`, errors: {}, values: {} };
}

export const meta: Route.MetaFunction = () => staffMeta("Tipo de cambio", "Tipo de cambio USD/PEN del día.");

export default function StaffExchangeRates({ loaderData, actionData }: Route.ComponentProps) {
  return <ExchangeRatesPage {...loaderData} state={actionData} />;
}
