import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { DateField } from "#app/components/ui/native-fields.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { formatLimaDateTime } from "#app/features/complaints/index.ts";
import { cardClass, Notice, StaffHeading } from "#app/features/staff/staff-frame.tsx";
import { useSchemaCheck } from "#app/features/staff/staff-form.tsx";
import { ExchangeRateFormSchema } from "./exchange-rate-schemas.ts";

type Rate = { id: number; date: string; amount: string; source: string; createdAt: string };
export type RateState =
  { ok: boolean; message: string | null; errors: Record<string, string>; values: Record<string, string> } | undefined;

const FIELDS = ["effectiveDate", "amount"] as const;

/** The dated USD/PEN rates and the form for today's. */
export function ExchangeRatesPage({
  list,
  today,
  enteredToday,
  canWrite,
  state,
}: {
  list: { rows: Rate[]; total: number };
  today: string;
  enteredToday: boolean;
  canWrite: boolean;
  state: RateState;
}) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useSchemaCheck(ExchangeRateFormSchema, FIELDS);
  const errors = clientErrors ?? state?.errors ?? {};
  return (
    <>
      <StaffHeading
        title="Tipo de cambio"
        lead="Dólares a soles (USD/PEN). Los pedidos nuevos se fijan al último tipo de cambio con fecha hasta hoy."
      />
      {state?.message ? <Notice tone={state.ok ? "success" : "error"}>{state.message}</Notice> : null}
      {!enteredToday && !state?.ok ? (
        <p role="status" className="mb-4 rounded-control border border-amber-600 bg-amber-50 p-3 text-amber-900">
          Aún no se registró el tipo de cambio de hoy ({today}).
        </p>
      ) : null}
      {canWrite ? (
        <Form
          method="post"
          noValidate
          onSubmit={onSubmit}
          className={`${cardClass} mb-6 flex flex-wrap items-end gap-4`}
        >
          <h2 className="w-full text-lg font-bold">Registrar tipo de cambio</h2>
          <DateField
            label="Fecha"
            name="effectiveDate"
            isRequired
            max={today}
            defaultValue={state?.values.effectiveDate ?? today}
            errorMessage={errors.effectiveDate}
          />
          <TextField
            label="Soles por dólar"
            name="amount"
            inputMode="decimal"
            isRequired
            maxLength={7}
            defaultValue={state?.ok ? "" : (state?.values.amount ?? "")}
            errorMessage={errors.amount}
            description="Por ejemplo 3,7450"
          />
          <Button type="submit" variant="primary" isPending={navigation.state === "submitting"}>
            Guardar
          </Button>
        </Form>
      ) : null}
      {list.rows.length === 0 ? (
        <p className={cardClass}>Aún no hay tipos de cambio registrados.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Tipos de cambio USD/PEN por fecha</caption>
            <thead className="bg-surface">
              <tr>
                {["Fecha", "Soles por dólar", "Origen", "Registrado"].map((label) => (
                  <th key={label} scope="col" className="border-b border-slate-300 px-3 py-2 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.rows.map((rate) => (
                <tr key={rate.id} className="border-b border-slate-200">
                  <td className="px-3 py-2">{rate.date}</td>
                  <td className="px-3 py-2">{rate.amount}</td>
                  <td className="px-3 py-2">{rate.source === "staff" ? "Gestión" : rate.source}</td>
                  <td className="px-3 py-2">{formatLimaDateTime(rate.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
