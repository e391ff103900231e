import { Link } from "react-router";
import { cardClass, Notice, StaffHeading } from "#app/features/staff/staff-frame.tsx";
import { formatDateShort } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import type { PromoCodeItem } from "./promo-codes-admin.server.ts";
import { BASE_PATH, PROMO_PRODUCT_LABELS, PROMO_STATE_LABELS, type PromoState } from "./promo-code-labels.ts";

export { BASE_PATH };

export const productsText = (products: readonly string[]) =>
  products
    .map((product) => (PROMO_PRODUCT_LABELS as Record<string, string | undefined>)[product] ?? product)
    .join(", ");

/** 'desde US$ 200 · 1 por cliente': a code's minimum and limit per customer, when it has them. */
function limitsText(code: Pick<PromoCodeItem, "minOrderMinor" | "perCustomerLimit">): string {
  const parts = [
    code.minOrderMinor > 0 ? `desde ${formatMoney(code.minOrderMinor, "USD")}` : null,
    code.perCustomerLimit === null ? null : `${String(code.perCustomerLimit)} por cliente`,
  ];
  return parts.filter((part) => part !== null).join(" · ");
}

const STATE_TONES: Record<PromoState, string> = {
  vigente: "bg-green-100 text-green-900",
  programado: "bg-sky-100 text-sky-900",
  vencido: "bg-slate-200 text-slate-800",
  agotado: "bg-amber-100 text-amber-900",
  desactivado: "bg-red-100 text-red-900",
};

export function PromoStateBadge({ state }: { state: PromoState }) {
  return (
    <span className={`rounded-control px-2 py-0.5 text-xs font-semibold ${STATE_TONES[state]}`}>
      {PROMO_STATE_LABELS[state]}
    </span>
  );
}

const COLUMNS = ["Código", "Descuento", "Productos", "Vigencia", "Estado", "Usos", "Quedan", "Descuento dado"];

/** Every promo code with its terms, state, uses and the discount its redemptions gave. */
export function PromoCodesPage({
  codes,
  canWrite,
  saved,
}: {
  codes: PromoCodeItem[];
  canWrite: boolean;
  saved: string | null;
}) {
  return (
    <>
      <StaffHeading
        title="Códigos promocionales"
        lead="Fechas de Lima. Un código rige desde su fecha de inicio hasta la de fin, inclusive, mientras le queden usos."
      >
        {canWrite ? (
          <Link
            to={`${BASE_PATH}/nuevo`}
            className="rounded-control bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Nuevo código
          </Link>
        ) : null}
      </StaffHeading>
      {saved ? <Notice tone="success">{saved}</Notice> : null}
      {codes.length === 0 ? (
        <p className={cardClass}>Aún no hay códigos promocionales.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Códigos promocionales</caption>
            <thead className="bg-surface">
              <tr>
                {COLUMNS.map((label) => (
                  <th key={label} scope="col" className="border-b border-slate-300 px-3 py-2 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {codes.map((code) => (
                <tr key={code.code} className="border-b border-slate-200">
                  <th scope="row" className="px-3 py-2 font-semibold">
                    <Link to={`${BASE_PATH}/${code.code}`} className="font-mono text-brand-700 underline">
                      {code.code}
                    </Link>
                  </th>
                  <td className="px-3 py-2">
                    {code.percent}% (máx. {formatMoney(code.capMinor, "USD")})
                    {limitsText(code) ? <span className="block text-xs text-muted">{limitsText(code)}</span> : null}
                  </td>
                  <td className="px-3 py-2">{productsText(code.products)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatDateShort(code.validFrom)} al {formatDateShort(code.validTo)}
                  </td>
                  <td className="px-3 py-2">
                    <PromoStateBadge state={code.state} />
                  </td>
                  <td className="px-3 py-2">
                    {code.used} de {code.totalUses}
                  </td>
                  <td className="px-3 py-2">{code.usesLeft}</td>
                  <td className="px-3 py-2">{formatMoney(code.discountMinor, "USD", { alwaysDecimals: true })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
