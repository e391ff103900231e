import { formatMoney } from "#app/utils/money.ts";
import type { OrderAmounts } from "#app/features/orders/order-contract.ts";
import { chargeText, referenceText } from "#app/features/orders/index.ts";

/** An order's lines and total as computeOrderAmounts gives them: the charge currency, then the reference line. */
export function PackageAmounts({ amounts, caption }: { amounts: OrderAmounts; caption: string }) {
  const money = (minor: number) => formatMoney(minor, amounts.chargeCurrency, { alwaysDecimals: true });
  const lines = [...amounts.items.flatMap((item) => item.lines), ...amounts.adjustments];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.sourceId}-${line.code}`} className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-4 text-left font-normal">
              {line.label}
            </th>
            <td className="py-1 text-right tabular-nums">{money(line.amount.chargeMinor)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-2 pr-4 text-left text-base font-bold">
            Total ({amounts.chargeCurrency === "USD" ? "dólares" : "soles"})
          </th>
          <td className="pt-2 text-right text-base font-bold tabular-nums" data-testid="package-total">
            {chargeText(amounts)}
          </td>
        </tr>
        <tr>
          <td colSpan={2} className="pt-1 text-right text-muted" data-testid="package-reference">
            {referenceText(amounts, amounts.total.referenceMinor)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
