import { useEffect } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { formatDateShort, todayInLima } from "#app/utils/dates.ts";
import { formatLimaTime } from "#app/utils/lima-time.ts";
import { formatMoney } from "#app/utils/money.ts";
import { chargeText } from "#app/features/orders/order-money.ts";
import { COMMISSION_BASIS_TEXT } from "#app/features/orders/lifecycle/cancellation-figures.ts";
import { formatDual } from "#app/features/orders/order-format.ts";
import { CancellationFiguresView } from "#app/features/orders/lifecycle/cancellation-view.tsx";
import { OrderRefundSection } from "#app/features/orders/lifecycle/refund-section.tsx";
import { comprobanteText } from "./comprobante-fields.tsx";
import { OrderAmountsTable } from "./order-amounts-table.tsx";
import type { OrderPageData, OrderPageItem } from "./order-page.server.ts";
import { PromoCodeField } from "./promo-code-field.tsx";
import { ItemCancelControls } from "./item-cancel-controls.tsx";

/** How often the page asks again while a card payment is being confirmed. */
const PROCESSING_POLL_MS = 2_000;

const sectionClass = "flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4";

function headingOf(page: OrderPageData): string {
  if (page.confirmingCard) return "Estamos procesando tu pago";
  switch (page.order.state) {
    case "held":
      return "Revisa y paga tu reserva";
    case "pending_payment":
      return page.payment.pendingCash ? "Tu reserva está separada" : "Revisa y paga tu reserva";
    case "paid":
    case "fulfilled":
      return page.confirmedHeading;
    case "expired":
      return "Tu reserva venció";
    case "cancelled":
      return "Reserva cancelada";
  }
}

/** One item as its product describes it: what it is, its reference once issued, its facts, its own cancellation. */
function ItemSection({ item, index, page }: { item: OrderPageItem; index: number; page: OrderPageData }) {
  const { description } = item;
  const id = `item-${String(index)}-heading`;
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className="text-lg font-bold">
        {description.title}
      </h2>
      <p className="text-sm">{description.subtitle}</p>
      {description.reference ? (
        <p>
          Confirmación: <strong>{description.reference}</strong>
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {description.facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="font-semibold">{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ItemCancelControls
        itemId={item.itemId}
        title={description.title}
        state={item.state}
        itemCancel={page.itemCancel}
      />
    </section>
  );
}

/** Any order's one page: review and pay, the cash code, the confirmation with its documents, the cancellation. */
export function OrderPageView(props: {
  page: OrderPageData;
  message: string | null;
  /** Set when the message is the promo code field's: the code as the visitor typed it. */
  promo: { code: string } | null;
}) {
  const { page, promo } = props;
  const message = promo ? null : props.message;
  const { order, amounts } = page;
  const documents = page.items.flatMap((item) => item.documents);
  const payable =
    !page.confirmingCard &&
    (order.state === "held" || (order.state === "pending_payment" && !page.payment.pendingCash));
  const revalidator = useRevalidator();
  const { confirmingCard } = page;
  useEffect(() => {
    if (!confirmingCard) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, PROCESSING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [confirmingCard, revalidator]);
  const paid = order.state === "paid" || order.state === "fulfilled";
  const money = (minor: number, currency: string) => formatMoney(minor, currency, { alwaysDecimals: true });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">{headingOf(page)}</h1>
      <p>
        Código de reserva: <strong data-testid="order-code">{order.code}</strong>
      </p>
      {page.confirmingCard ? (
        <section role="status" aria-live="polite" className={sectionClass}>
          {/* Without JavaScript the page asks again by itself too. */}
          <noscript dangerouslySetInnerHTML={{ __html: '<meta http-equiv="refresh" content="3">' }} />
          <p>Esto suele tardar unos segundos: tu banco está confirmando el pago. Esta página se actualiza sola.</p>
          <Link to="?" className="text-brand-700 underline">
            Actualizar el estado del pago
          </Link>
        </section>
      ) : null}
      {message || page.declined ? (
        <p role="alert" className="rounded-card border border-danger p-3 font-semibold text-danger">
          {message ?? page.declined}
        </p>
      ) : null}
      {payable && order.holdExpiresAt ? (
        <p>
          Separada hasta las <strong>{formatLimaTime(order.holdExpiresAt)}</strong> (hora de Lima). Si no pagas antes,
          se libera tu reserva.
        </p>
      ) : null}
      {page.payment.pendingCash ? (
        <section aria-labelledby="cash-heading" className={sectionClass}>
          <h2 id="cash-heading" className="text-lg font-bold">
            Paga con tu código
          </h2>
          <p>
            Código de pago: <strong data-testid="cash-code">{page.payment.pendingCash.code}</strong> por{" "}
            {money(page.payment.pendingCash.amountMinor, page.payment.pendingCash.currency)}. Págalo hasta el{" "}
            {formatDateShort(todayInLima(new Date(page.payment.pendingCash.expiresAt)))} a las{" "}
            {formatLimaTime(page.payment.pendingCash.expiresAt)} (hora de Lima) en banca por internet, agentes o
            bodegas.
          </p>
          {page.bankSteps.map((bank) => (
            <details key={bank.Name}>
              <summary className="cursor-pointer font-semibold">Cómo pagar en {bank.Name}</summary>
              <ol className="list-decimal pl-6 text-sm">
                {bank.PaymentSteps.map((step) => (
                  <li key={step.Step}>
                    {step.Step}
                    {step.Value ? `: ${step.Value}` : ""}
                  </li>
                ))}
              </ol>
            </details>
          ))}
        </section>
      ) : null}
      {page.items.map((item, index) => (
        <ItemSection key={item.itemId} item={item} index={index} page={page} />
      ))}
      <section aria-labelledby="contact-heading" className={sectionClass}>
        <h2 id="contact-heading" className="text-lg font-bold">
          Contacto y comprobante
        </h2>
        <p className="text-sm">
          {order.contact.firstName} {order.contact.lastName} · +{order.contact.phoneCountryCode}{" "}
          {order.contact.phoneNumber} · {order.contact.email}
        </p>
        <p className="text-sm" data-testid="comprobante">
          {comprobanteText(order.invoice)}
        </p>
      </section>
      {page.refund ? null : (
        <section aria-labelledby="amounts-heading" className={sectionClass}>
          <h2 id="amounts-heading" className="text-lg font-bold">
            {paid ? "Pagaste" : "Detalle del precio"}
          </h2>
          <OrderAmountsTable amounts={amounts} caption="Detalle del precio de la reserva" />
        </section>
      )}
      {payable ? (
        <Form method="post" className={sectionClass} aria-labelledby="pay-heading">
          <input type="hidden" name="intent" value="pay" />
          <h2 id="pay-heading" className="text-lg font-bold">
            Forma de pago
          </h2>
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">Forma de pago</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="method" value="card" defaultChecked className="size-5" />
              Tarjeta de crédito o débito
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="method" value="cash" className="size-5" />
              Banca por internet, agentes y bodegas
            </label>
          </fieldset>
          <PromoCodeField
            defaultValue={promo?.code ?? page.promoCode ?? ""}
            applied={page.promoCode}
            message={promo ? (props.message ?? undefined) : undefined}
          />
          <p className="text-sm text-muted">
            Se cobra en {amounts.chargeCurrency === "USD" ? "dólares (US$)" : "soles (S/)"}; el monto en{" "}
            {amounts.referenceCurrency === "PEN" ? "soles" : "dólares"} es referencial.
          </p>
          <Button type="submit" variant="accent" size="lg" data-testid="pay-total">
            Pagar {chargeText(amounts)}
          </Button>
        </Form>
      ) : null}
      {paid ? (
        <section aria-labelledby="documents-heading" className={sectionClass}>
          <h2 id="documents-heading" className="text-lg font-bold">
            Tus documentos
          </h2>
          <p>Te enviamos la confirmación a {order.contact.email}.</p>
          {page.items.flatMap((item) =>
            (item.description.paidNotes ?? []).map((note) => (
              <p key={`${item.itemId}-${note}`} className="text-sm">
                {note}
              </p>
            )),
          )}
          <ul className="flex flex-col gap-2 sm:flex-row">
            {documents.map((document) => (
              <li key={document.href}>
                <a href={document.href} download={document.fileName} className={buttonClasses("secondary", "md")}>
                  {document.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {paid && page.terms ? (
        <section aria-labelledby="cancel-heading" className={sectionClass}>
          <h2 id="cancel-heading" className="text-lg font-bold">
            Cancelación
          </h2>
          <ul className="text-sm">
            {page.items.flatMap((item) =>
              item.description.facts
                .filter((fact) => fact.label === "Cancelación")
                .map((fact) => (
                  <li key={item.itemId}>
                    {page.items.length > 1 ? `${item.description.title}: ` : ""}
                    {fact.value}
                  </li>
                )),
            )}
            <li>{COMMISSION_BASIS_TEXT}</li>
          </ul>
          {!page.terms.allowed ? (
            <p>{page.terms.reason}</p>
          ) : page.confirmingCancel ? (
            <Form method="post" className="flex flex-col gap-2">
              <input type="hidden" name="intent" value="cancel" />
              <CancellationFiguresView figures={page.terms.figures} refundLabel="Si cancelas hoy, te devolvemos" />
              <p role="status">
                Te devolvemos <strong>{formatDual(page.terms.figures, page.terms.figures.refund)}</strong>. ¿Cancelar la
                reserva?
              </p>
              <div className="flex gap-2">
                <Button type="submit" variant="danger">
                  Sí, cancelar la reserva
                </Button>
                <Link to="?" className={buttonClasses("ghost", "md")}>
                  No, mantenerla
                </Link>
              </div>
            </Form>
          ) : (
            <Link to="?cancelar=1" className={buttonClasses("secondary", "md", "self-start")}>
              Cancelar la reserva
            </Link>
          )}
        </section>
      ) : null}
      {page.refund ? <OrderRefundSection refund={page.refund} className={sectionClass} /> : null}
      {order.state === "expired" ? (
        <p>
          No se completó el pago a tiempo y liberamos tu reserva.{" "}
          <Link to={page.againPath ?? "/"} className="underline">
            Vuelve a elegir
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
