import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { formatLimaDateTime } from "#app/features/complaints/index.ts";
import { AuditTable, type AuditItem } from "#app/features/staff/audit-trail.tsx";
import { cardClass, Notice, StaffHeading } from "#app/features/staff/staff-frame.tsx";
import { formatDateShort } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import type { PromoCodeItem, PromoRedemptionItem } from "./promo-codes-admin.server.ts";
import { BASE_PATH, productsText, PromoStateBadge } from "./promo-codes-page.tsx";

const usd = (minor: number) => formatMoney(minor, "USD", { alwaysDecimals: true });
const uses = (count: number) => `${String(count)} ${count === 1 ? "uso" : "usos"}`;

/** One code: its terms, its uses per order (linking to the orders desk), the switch and its audit trail. */
export function PromoCodeDetailPage({
  code,
  redemptions,
  audit,
  canWrite,
  message,
}: {
  code: PromoCodeItem;
  redemptions: PromoRedemptionItem[];
  audit: AuditItem[];
  canWrite: boolean;
  message: { tone: "error" | "success"; text: string } | null;
}) {
  const terms: Array<[string, string]> = [
    ["Descuento", `${String(code.percent)}% del total, máximo ${formatMoney(code.capMinor, "USD")}`],
    ["Productos", productsText(code.products)],
    ["Vigencia", `${formatDateShort(code.validFrom)} al ${formatDateShort(code.validTo)}`],
    ["Compra mínima", code.minOrderMinor > 0 ? formatMoney(code.minOrderMinor, "USD") : "Sin mínimo"],
    ["Usos por cliente", code.perCustomerLimit === null ? "Sin límite" : String(code.perCustomerLimit)],
    ["Usos", `${String(code.used)} de ${String(code.totalUses)} (quedan ${String(code.usesLeft)})`],
    ["Descuento dado", usd(code.discountMinor)],
    ["Descripción", code.description || "—"],
  ];
  return (
    <>
      <StaffHeading title={`Código ${code.code}`} lead="Fechas de Lima.">
        <Link to={BASE_PATH} className="font-semibold text-brand-700 underline">
          Volver a Códigos promocionales
        </Link>
      </StaffHeading>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <section className={`${cardClass} mb-6`} aria-labelledby="condiciones">
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <h2 id="condiciones" className="text-lg font-bold">
            Condiciones
          </h2>
          <PromoStateBadge state={code.state} />
        </div>
        <dl className="grid gap-x-6 gap-y-2 md:grid-cols-[max-content_1fr]">
          {terms.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {canWrite ? (
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              to={`${BASE_PATH}/${code.code}/editar`}
              className="rounded-control border border-brand-700 px-4 py-2 font-semibold text-brand-700"
            >
              Editar
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value={code.active ? "deactivate" : "reactivate"} />
              <input type="hidden" name="version" value={code.version} />
              <Button type="submit" variant={code.active ? "secondary" : "primary"}>
                {code.active ? "Desactivar" : "Reactivar"}
              </Button>
            </Form>
          </div>
        ) : null}
      </section>
      <section className="mb-6" aria-labelledby="usos">
        <h2 id="usos" className="mb-2 text-lg font-bold">
          Usos por pedido ({uses(redemptions.length)})
        </h2>
        {redemptions.length === 0 ? (
          <p className={cardClass}>Este código aún no se usó.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse bg-white text-left text-sm">
              <caption className="sr-only">Usos del código {code.code} por pedido</caption>
              <thead className="bg-surface">
                <tr>
                  {["Pedido", "Fecha", "Producto", "Estado del pedido", "Descuento dado"].map((label) => (
                    <th key={label} scope="col" className="border-b border-slate-300 px-3 py-2 font-semibold">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {redemptions.map((redemption, index) => (
                  <tr key={`${redemption.orderCode ?? ""}-${String(index)}`} className="border-b border-slate-200">
                    <th scope="row" className="px-3 py-2">
                      {redemption.orderCode ? (
                        <Link
                          to={`/gestion/pedidos/${redemption.orderCode}`}
                          className="font-mono font-semibold text-brand-700 underline"
                        >
                          {redemption.orderCode}
                        </Link>
                      ) : (
                        "—"
                      )}
                    </th>
                    <td className="px-3 py-2">{formatLimaDateTime(redemption.at)}</td>
                    <td className="px-3 py-2">{redemption.product ? productsText([redemption.product]) : "—"}</td>
                    <td className="px-3 py-2">{redemption.orderState ?? "—"}</td>
                    <td className="px-3 py-2">{usd(redemption.discountMinor)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="auditoria">
        <h2 id="auditoria" className="mb-2 text-lg font-bold">
          Auditoría de este código
        </h2>
        <AuditTable entries={audit} caption={`Cambios del código ${code.code}`} />
      </section>
    </>
  );
}
