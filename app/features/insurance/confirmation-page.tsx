import { useState } from "react";
import { formatDateShort } from "#app/utils/dates.ts";
import type { CancellationRecord } from "#app/features/orders/index.server.ts";
import { OrderRefundSection } from "#app/features/orders/orders-ui.tsx";
import { CashPaymentInfo } from "./cash-payment-info.tsx";
import { CoverageDialog } from "./coverage-dialog.tsx";
import { formatUsd } from "./insurance-money.ts";
import { certificateUrl } from "./insurance-urls.ts";
import { CONFIRMATION_STATUS_TEXT, confirmationStatus, DOCUMENT_LABELS, type PolicyView } from "./policy-view.ts";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /conformidad (SPEC 2.6, 3, 4): the insurance purchase confirmation for its buyer. It states one status at a time;
 * the payment instructions and countdown show only while a cash code can be paid, and give way at its deadline.
 */
export function ConfirmationPage({
  policy,
  refund,
  renderedAt,
}: {
  policy: PolicyView;
  /** A cancelled policy's recorded cancellation (the order core's figures), else null. */
  refund: CancellationRecord | null;
  renderedAt: string;
}) {
  const [codeLapsed, setCodeLapsed] = useState(false);
  const served = confirmationStatus(policy, renderedAt);
  const status = served === "awaiting_cash" && codeLapsed ? "expired" : served;
  const cash = status === "awaiting_cash" ? (policy.payment?.cash ?? null) : null;
  const paid = status === "paid";
  const hasCertificate = status !== "expired" && status !== "cancelled";
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2 rounded-card bg-brand-700 p-6 text-white">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {status === "cancelled"
            ? `${policy.contact.names}, tu seguro fue anulado`
            : `¡Felicitaciones, ${policy.contact.names}!`}
        </h1>
        <p role="status" data-status={status} className="text-lg font-semibold">
          {CONFIRMATION_STATUS_TEXT[status]}
        </p>
        <dl className="mt-2 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm opacity-90">
              {paid
                ? "Número de póliza"
                : policy.paymentType === "CODIGO_PAGO"
                  ? "Número de reserva"
                  : "Número de compra"}
            </dt>
            <dd className="text-xl font-bold">{policy.policyNumber}</dd>
            <dd className="text-sm opacity-90">Pedido {policy.orderCode}</dd>
          </div>
          <div>
            <dt className="text-sm opacity-90">Cotización</dt>
            <dd className="font-semibold">{policy.quoteId}</dd>
          </div>
          {/* Once cancelled, what was paid and what comes back are the refund section's figures, not a sum due. */}
          {status === "cancelled" ? null : (
            <div>
              <dt className="text-sm opacity-90">{paid ? "Monto pagado" : "Monto a pagar"}</dt>
              <dd className="text-xl font-bold tabular-nums">
                {formatUsd(policy.totalMinor)}
                {policy.taxMinor > 0 ? <span className="block text-sm font-normal">Incluye IGV</span> : null}
              </dd>
            </div>
          )}
        </dl>
        {hasCertificate ? (
          <p>
            <a
              href={certificateUrl(policy.policyNumber)}
              download
              className="font-semibold text-white underline underline-offset-2"
            >
              Descargar certificado (PDF)
            </a>
          </p>
        ) : null}
      </header>
      {refund ? (
        <OrderRefundSection
          refund={refund}
          className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-5"
        />
      ) : null}
      {cash ? <CashPaymentInfo cash={cash} renderedAt={renderedAt} onExpired={() => setCodeLapsed(true)} /> : null}
      <Section id="asegurados" title="Asegurados">
        <ul className="flex flex-col gap-2">
          {policy.travellers.map((traveller, index) => (
            <li key={index} className="flex flex-col">
              <span className="font-semibold">
                {traveller.names} {traveller.surnames}
              </span>
              <span className="text-sm text-muted">
                {DOCUMENT_LABELS[traveller.documentType] ?? traveller.documentType} {traveller.documentNumber} ·
                nacimiento {formatDateShort(traveller.birthDate)} ({traveller.age} años)
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="cobertura" title="Detalle de cobertura">
        <dl className="grid gap-2 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">Plan</dt>
            <dd className="font-semibold">
              {policy.planName} · {policy.company}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Viaje</dt>
            <dd className="font-semibold">
              {policy.days} días por {policy.destination}, del {formatDateShort(policy.startDate)} al{" "}
              {formatDateShort(policy.endDate)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Asistencia médica</dt>
            <dd className="font-semibold">{policy.medicalAssistance}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Central de asistencia 24 horas</dt>
            <dd className="font-semibold">{policy.assistancePhone}</dd>
          </div>
        </dl>
        <div>
          <CoverageDialog planName={policy.planName} coverage={policy.coverage} />
        </div>
      </Section>
      <Section id="contacto" title="Datos de contacto">
        <dl className="grid gap-2 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">Nombre</dt>
            <dd className="font-semibold">
              {policy.contact.names} {policy.contact.surnames}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Correo electrónico</dt>
            <dd className="font-semibold break-all">{policy.contact.email}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Teléfono</dt>
            <dd className="font-semibold">
              {policy.contact.phoneCode} {policy.contact.phone}
            </dd>
          </div>
        </dl>
      </Section>
    </div>
  );
}
