/**
 * A cash code to pay: the code, the amount (charge currency and reference), the deadline with its countdown and every
 * bank's steps. The confirmation page and 'Mis reservas' show the same block.
 */
import { useState } from "react";
import { AwaitingPaymentRefresh } from "#app/components/ui/awaiting-payment-refresh.tsx";
import { CopyableCode } from "#app/components/ui/copyable-code.tsx";
import { DeadlineCountdown } from "#app/components/ui/deadline-countdown.tsx";

/** A pending cash code as pages show it: the code, its amount (charge currency and reference), deadline and banks. */
export type CashCodeView = {
  code: string;
  expiresAt: string;
  bankSteps: Array<{ Imagen: string; Name: string; PaymentSteps: Array<{ Step: string; Value: string }> }>;
  amountText: string;
};

export function CashCodeBlock({ cash, renderedAt }: { cash: CashCodeView; renderedAt: string }) {
  const [ended, setEnded] = useState(false);
  return (
    <section aria-labelledby="codigo-de-pago" className="rounded-card border border-brand-600 bg-brand-50 p-4 text-ink">
      <h2 id="codigo-de-pago" className="text-xl font-bold">
        Paga con tu código en banca por internet, agentes y bodegas
      </h2>
      <p className="mt-2 text-lg">
        Código de pago: <CopyableCode code={cash.code} className="font-mono text-2xl tracking-wider" />
      </p>
      <p className="mt-1" data-testid="cash-amount">
        Monto: {cash.amountText}
      </p>
      <p className="mt-1">
        <DeadlineCountdown
          kind="cash"
          deadline={cash.expiresAt}
          renderedAt={renderedAt}
          onDone={() => setEnded(true)}
        />
      </p>
      {ended ? (
        <p role="alert" className="mt-2 font-semibold text-danger">
          El plazo para pagar terminó: si no pagaste, la reserva se anula y los asientos se liberan.
        </p>
      ) : null}
      <p className="mt-2 text-sm">
        Al confirmarse el pago emitiremos tus boletos y te enviaremos el voucher por correo.
      </p>
      {ended ? null : <AwaitingPaymentRefresh />}
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        {cash.bankSteps.map((bank) => (
          <section key={bank.Name} aria-label={`Cómo pagar en ${bank.Name}`} className="rounded-control bg-white p-3">
            <h3 className="font-bold">{bank.Name}</h3>
            <ol className="mt-1 list-decimal pl-5 text-sm">
              {bank.PaymentSteps.map((step) => (
                <li key={`${step.Step}-${step.Value}`}>
                  <span className="font-semibold">{step.Step}:</span> {step.Value}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}
