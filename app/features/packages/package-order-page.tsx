import { Form, Link } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { formatDateShort, todayInLima } from "#app/utils/dates.ts";
import { formatLimaTime } from "#app/utils/lima-time.ts";
import { formatMoney } from "#app/utils/money.ts";
import { COMMISSION_BASIS_TEXT, formatDual } from "#app/features/orders/index.ts";
import { PaymentOptions } from "#app/features/orders/order-actions-ui.tsx";
import { CancellationFiguresView, OrderRefundSection } from "#app/features/orders/orders-ui.tsx";
import { PackageAmounts } from "./package-amounts.tsx";
import type { PackageOrderPage } from "./package-order.server.ts";
import { EMERGENCY_CONTACT } from "./package-voucher.ts";

const sectionClass = "flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4";

function headingOf(page: PackageOrderPage): string {
  switch (page.order.state) {
    case "held":
      return "Revisa y paga tu paquete";
    case "pending_payment":
      return page.payment.pendingCash ? "Tu paquete está separado" : "Revisa y paga tu paquete";
    case "paid":
    case "fulfilled":
      return "¡Tu paquete está confirmado!";
    case "expired":
      return "Tu reserva venció";
    case "cancelled":
      return "Reserva cancelada";
  }
}

function CashCode({ page }: { page: PackageOrderPage }) {
  const cash = page.payment.pendingCash;
  if (!cash) return null;
  return (
    <section aria-labelledby="cash-heading" className={sectionClass}>
      <h2 id="cash-heading" className="text-lg font-bold">
        Paga con tu código
      </h2>
      <p>
        Código de pago: <strong data-testid="cash-code">{cash.code}</strong> por{" "}
        {formatMoney(cash.amountMinor, cash.currency, { alwaysDecimals: true })}. Págalo hasta el{" "}
        {formatDateShort(todayInLima(new Date(cash.expiresAt)))} a las {formatLimaTime(cash.expiresAt)} (hora de Lima)
        en banca por internet, agentes o bodegas.
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
  );
}

function Cancellation({ page }: { page: PackageOrderPage }) {
  if (!page.terms) return null;
  return (
    <section aria-labelledby="cancel-heading" className={sectionClass}>
      <h2 id="cancel-heading" className="text-lg font-bold">
        Cancelación
      </h2>
      <ul className="text-sm">
        {page.details.cancellation.map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>{COMMISSION_BASIS_TEXT}</li>
      </ul>
      {!page.terms.allowed ? (
        <p>{page.terms.reason}</p>
      ) : page.confirmingCancel ? (
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="cancel" />
          <CancellationFiguresView figures={page.terms.figures} refundLabel="Si cancelas hoy, te devolvemos" />
          <p role="status">
            Te devolvemos <strong>{formatDual(page.terms.figures, page.terms.figures.refund)}</strong>. ¿Cancelar el
            paquete?
          </p>
          <div className="flex gap-2">
            <Button type="submit" variant="danger">
              Sí, cancelar el paquete
            </Button>
            <Link to="?" className={buttonClasses("ghost", "md")}>
              No, mantenerlo
            </Link>
          </div>
        </Form>
      ) : (
        <Link to="?cancelar=1" className={buttonClasses("secondary", "md", "self-start")}>
          Cancelar el paquete
        </Link>
      )}
    </section>
  );
}

/** A package order's one page: review and pay, the cash code, the confirmation with its documents, the cancellation. */
export function PackageOrderView({ page, result }: { page: PackageOrderPage; result: unknown }) {
  const { order, amounts, description } = page;
  const payable = order.state === "held" || (order.state === "pending_payment" && !page.payment.pendingCash);
  const paid = order.state === "paid" || order.state === "fulfilled";
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">{headingOf(page)}</h1>
      <p>
        Código de reserva: <strong data-testid="package-order-code">{order.code}</strong>
      </p>
      {page.declined ? (
        <p role="alert" className="rounded-card border border-danger p-3 font-semibold text-danger">
          {page.declined}
        </p>
      ) : null}
      {payable && order.holdExpiresAt ? (
        <p>
          Tus cupos están separados hasta las <strong>{formatLimaTime(order.holdExpiresAt)}</strong> (hora de Lima). Si
          no pagas antes, los liberamos.
        </p>
      ) : null}
      <CashCode page={page} />
      <section aria-labelledby="trip-heading" className={sectionClass}>
        <h2 id="trip-heading" className="text-lg font-bold">
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
      </section>
      <section aria-labelledby="travellers-heading" className={sectionClass}>
        <h2 id="travellers-heading" className="text-lg font-bold">
          Viajeros
        </h2>
        <ul className="text-sm">
          {order.travellers.map((traveller) => (
            <li key={`${traveller.documentType}-${traveller.documentNumber}`}>
              {traveller.firstName} {traveller.lastName} · {traveller.documentType} {traveller.documentNumber}
              {traveller.birthDate ? ` · nacido el ${formatDateShort(traveller.birthDate)}` : ""}
            </li>
          ))}
        </ul>
        <p className="text-sm">
          Contacto: {order.contact.firstName} {order.contact.lastName} · {order.contact.email}
        </p>
      </section>
      {page.refund ? null : (
        <section aria-labelledby="amounts-heading" className={sectionClass}>
          <h2 id="amounts-heading" className="text-lg font-bold">
            {paid ? "Pagaste" : "Detalle del precio"}
          </h2>
          <PackageAmounts amounts={amounts} caption="Detalle del precio del paquete" />
        </section>
      )}
      {payable ? (
        <>
          <section aria-labelledby="rules-heading" className={sectionClass}>
            <h2 id="rules-heading" className="text-lg font-bold">
              Condiciones de cancelación
            </h2>
            <ul className="list-disc pl-5 text-sm">
              {page.details.cancellation.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <PaymentOptions
            amounts={amounts}
            promoCode={page.promoCode}
            marketingConsentGiven
            cardsDisabled={false}
            result={result}
          />
        </>
      ) : null}
      {paid ? (
        <section aria-labelledby="documents-heading" className={sectionClass}>
          <h2 id="documents-heading" className="text-lg font-bold">
            Tus documentos
          </h2>
          <p>Te enviamos la confirmación a {order.contact.email}.</p>
          <p className="text-sm">{EMERGENCY_CONTACT}</p>
          <ul className="flex flex-col gap-2 sm:flex-row">
            {page.documents.map((document) => (
              <li key={document.kind}>
                <a href={document.href} download={document.fileName} className={buttonClasses("secondary", "md")}>
                  {document.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {paid ? <Cancellation page={page} /> : null}
      {page.refund ? <OrderRefundSection refund={page.refund} className={sectionClass} /> : null}
      {order.state === "expired" ? (
        <p>
          No se completó el pago a tiempo y liberamos los cupos.{" "}
          <Link to={`/paquetes/${page.details.slug}`} className="underline">
            Vuelve a elegir tu salida
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
