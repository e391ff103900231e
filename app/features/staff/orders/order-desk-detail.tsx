import { Link } from "react-router";
import { formatLimaDateTime } from "#app/features/complaints/index.ts";
import { ITEM_STATE_LABELS, ORDER_STATE_LABELS } from "#app/features/orders/index.ts";
import { AuditTable } from "#app/features/staff/audit-trail.tsx";
import { cardClass, Notice, StaffHeading } from "#app/features/staff/staff-frame.tsx";
import { formatMoney } from "#app/utils/money.ts";
import type { OrderDeskDetail } from "./order-desk.server.ts";
import { OrderLedger, refundReasonLabel } from "./order-desk-ledger.tsx";
import { CancelForm, CancelItemForm, CashForm, NoteForm, ResendButton, type ActionState } from "./order-desk-forms.tsx";
import { PRODUCT_LABELS } from "./orders-desk-page.tsx";
import { CardRefundForm, RefundPaidForm } from "./order-desk-refund-forms.tsx";
import type { CardRefundOffer } from "./order-desk-card-refund.server.ts";

export type OrderDeskRights = { cash: boolean; cancel: boolean; refund: boolean; note: boolean; resend: boolean };

const section = (id: string, title: string) => ({
  "aria-labelledby": id,
  className: cardClass,
  heading: (
    <h2 id={id} className="mb-3 text-lg font-bold">
      {title}
    </h2>
  ),
});

/** One order for the desk: items and lines, travellers, amounts, the ledger, e-mails, history, notes and the actions. */
export function OrderDeskDetailPage({
  detail,
  cardRefunds,
  rights,
  state,
  today,
}: {
  detail: OrderDeskDetail;
  /** Due refunds that can go back to the card they were paid with (none for cash or cash codes). */
  cardRefunds: CardRefundOffer[];
  rights: OrderDeskRights;
  state: ActionState;
  today: string;
}) {
  const { order, amounts } = detail;
  const charge = (minor: number) => formatMoney(minor, amounts.chargeCurrency, { alwaysDecimals: true });
  const reference = (minor: number) => formatMoney(minor, amounts.referenceCurrency, { alwaysDecimals: true });
  const dueRefund = detail.refunds.find((refund) => refund.paidOn === null && refund.amountMinor > 0);
  const travellers = section("viajeros", "Viajeros");
  const items = section("productos", "Productos");
  const emails = section("correos", "Correos enviados");
  const history = section("historial", "Historial del pedido");
  const notes = section("notas", "Notas internas");
  const cancellation = detail.cancellation;
  return (
    <>
      <StaffHeading
        title={`Pedido ${order.code}`}
        lead={`${ORDER_STATE_LABELS[order.state]} · creado el ${formatLimaDateTime(order.createdAt)} · ${order.contact.firstName} ${order.contact.lastName} (${order.contact.email})`}
      >
        <Link to="/gestion/pedidos" className="font-semibold text-brand-700 underline">
          Volver a la lista
        </Link>
      </StaffHeading>
      {state?.message ? <Notice tone={state.ok ? "success" : "error"}>{state.message}</Notice> : null}
      <p className="mb-6" data-testid="order-state">
        Estado: <strong>{ORDER_STATE_LABELS[order.state]}</strong>
      </p>
      <div className="grid gap-6 xl:grid-cols-[1fr_26rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="productos" className={items.className}>
            {items.heading}
            {detail.items.map(({ item, description, documents, amounts: itemAmounts }) => (
              <article key={item.id} className="mb-4 border-b border-slate-200 pb-4 last:border-0">
                <h3 className="font-bold">
                  {description?.title ?? PRODUCT_LABELS[item.product]} · {ITEM_STATE_LABELS[item.state]}
                </h3>
                {description ? <p className="text-muted">{description.subtitle}</p> : null}
                {description?.facts.length ? (
                  <dl className="mt-2 grid gap-x-4 text-sm md:grid-cols-[10rem_1fr]">
                    {description.facts.map((fact) => (
                      <div key={fact.label} className="contents">
                        <dt className="font-semibold text-muted">{fact.label}</dt>
                        <dd>{fact.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {item.supplierRef ? <p className="mt-1 text-sm">Referencia: {item.supplierRef}</p> : null}
                {documents.length ? (
                  <p className="mt-1 text-sm">Documentos: {documents.map((document) => document.title).join(", ")}</p>
                ) : null}
                {itemAmounts ? (
                  <table className="mt-2 w-full text-sm">
                    <caption className="sr-only">
                      Líneas de {description?.title ?? PRODUCT_LABELS[item.product]}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col" className="text-left font-semibold">
                          Concepto
                        </th>
                        <th scope="col" className="text-right font-semibold">
                          {amounts.chargeCurrency}
                        </th>
                        <th scope="col" className="text-right font-semibold">
                          Referencial
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {itemAmounts.lines.map((line) => (
                        <tr key={`${line.code}-${line.label}`}>
                          <td>{line.label}</td>
                          <td className="text-right">{charge(line.amount.chargeMinor)}</td>
                          <td className="text-right text-muted">{reference(line.amount.referenceMinor)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : null}
              </article>
            ))}
            <dl className="grid grid-cols-[1fr_auto_auto] gap-x-4 text-sm" data-testid="order-total">
              {amounts.adjustments.map((line) => (
                <div key={line.sourceId} className="contents">
                  <dt>{line.label}</dt>
                  <dd className="text-right">{charge(line.amount.chargeMinor)}</dd>
                  <dd className="text-right text-muted">{reference(line.amount.referenceMinor)}</dd>
                </div>
              ))}
              <dt className="font-bold">Total</dt>
              <dd className="text-right font-bold">{charge(amounts.total.chargeMinor)}</dd>
              <dd className="text-right text-muted">{reference(amounts.total.referenceMinor)}</dd>
            </dl>
            <p className="mt-1 text-xs text-muted">
              Tipo de cambio del pedido: {amounts.exchangeRate.value} ({amounts.exchangeRate.date},{" "}
              {amounts.exchangeRate.source})
            </p>
          </section>
          <section aria-labelledby="viajeros" className={travellers.className}>
            {travellers.heading}
            <ul className="text-sm">
              {order.travellers.map((traveller) => (
                <li key={`${traveller.documentType}-${traveller.documentNumber}-${traveller.firstName}`}>
                  {traveller.firstName} {traveller.lastName} · {traveller.documentType} {traveller.documentNumber}
                  {traveller.birthDate ? ` · ${traveller.birthDate}` : ""}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm">
              Contacto: {order.contact.email} · +{order.contact.phoneCountryCode} {order.contact.phoneNumber}
            </p>
          </section>
          <OrderLedger detail={detail} />
          <section aria-labelledby="correos" className={emails.className}>
            {emails.heading}
            {detail.emails.length === 0 ? (
              <p>No hay correos de este pedido.</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {detail.emails.map((email) => (
                  <li key={email.id} className="flex flex-wrap items-center gap-3">
                    <span>
                      {formatLimaDateTime(email.createdAt)} · {email.subject} · {email.to} · {email.statusLabel}
                    </span>
                    {rights.resend && email.hasDocument ? (
                      <ResendButton emailId={email.id} subject={email.subject} />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="historial" className={history.className}>
            {history.heading}
            <ol className="flex flex-col gap-1 text-sm">
              {detail.history.map((event) => (
                <li key={event.id}>
                  {formatLimaDateTime(event.at)} · {event.what} · {event.by}
                  {event.note ? ` · ${event.note}` : ""}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="notas" className={notes.className}>
            {notes.heading}
            {detail.notes.length === 0 ? (
              <p>Sin notas.</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {detail.notes.map((note) => (
                  <li key={note.id}>
                    <span className="font-semibold">{note.by}</span> · {formatLimaDateTime(note.at)}
                    <p className="whitespace-pre-line">{note.text}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <h2 className="sr-only">Acciones</h2>
          {rights.cash && detail.pendingCash ? (
            <CashForm
              version={detail.version}
              state={state}
              amount={formatMoney(detail.pendingCash.amountMinor, detail.pendingCash.currency, {
                alwaysDecimals: true,
              })}
            />
          ) : null}
          {rights.cancel && cancellation ? (
            <CancelForm version={detail.version} state={state} preview={cancellation} />
          ) : null}
          {rights.cancel
            ? detail.itemCancellations.map((item) => (
                <CancelItemForm
                  key={item.itemId}

                  version={detail.version}
                  state={state}
                  item={item}
                />
              ))
            : null}
          {rights.refund
            ? cardRefunds.map((offer) => (
                <CardRefundForm key={offer.refundId} version={detail.version} state={state} offer={offer} />
              ))
            : null}
          {rights.refund && dueRefund ? (
            <RefundPaidForm
              version={detail.version}
              state={state}
              today={today}
              refund={{
                id: dueRefund.id,
                label: `${formatMoney(dueRefund.amountMinor - dueRefund.paidMinor, dueRefund.currency, { alwaysDecimals: true })} ${refundReasonLabel(dueRefund)}`,
              }}
            />
          ) : null}
          {rights.note ? <NoteForm state={state} /> : null}
          {!rights.cash && !rights.cancel && !rights.refund && !rights.note ? (
            <p className={cardClass}>Tu rol solo permite consultar este pedido.</p>
          ) : null}
        </div>
      </div>
      <section className="mt-8" aria-labelledby="auditoria">
        <h2 id="auditoria" className="mb-2 text-lg font-bold">
          Auditoría de este pedido
        </h2>
        <AuditTable entries={detail.audit} caption="Cambios registrados de este pedido" />
      </section>
    </>
  );
}
