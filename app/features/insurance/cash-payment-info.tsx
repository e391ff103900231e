import { AwaitingPaymentRefresh } from "#app/components/ui/awaiting-payment-refresh.tsx";
import { CopyableCode } from "#app/components/ui/copyable-code.tsx";
import { DeadlineCountdown } from "#app/components/ui/deadline-countdown.tsx";
import type { PolicyView } from "./policy-view.ts";

type CashInfo = NonNullable<NonNullable<PolicyView["payment"]>["cash"]>;

/**
 * The cash code, its deadline with a live countdown, and every bank's steps (SPEC 3 "Bank payment info"). Shown only
 * while the code can be paid: at the deadline `onExpired` lets the page switch to its expired state.
 */
export function CashPaymentInfo({
  cash,
  renderedAt,
  onExpired,
}: {
  cash: CashInfo;
  renderedAt: string;
  onExpired: () => void;
}) {
  return (
    <section
      aria-labelledby="pago-efectivo"
      className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-5"
    >
      <h2 id="pago-efectivo" className="text-xl font-bold">
        Cómo pagar tu reserva
      </h2>
      <dl>
        <dt className="text-sm text-muted">Código de pago</dt>
        <dd>
          <CopyableCode code={cash.TransactionIdentifier} className="text-2xl font-bold tracking-wider" />
        </dd>
      </dl>
      <p className="text-lg">
        <DeadlineCountdown
          kind="cash"
          deadline={cash.Payment_Expiration_Datetime}
          renderedAt={renderedAt}
          onDone={onExpired}
        />
      </p>
      <AwaitingPaymentRefresh />
      <h3 className="text-lg font-bold">Paga en tu banco o agente</h3>
      <ul className="grid gap-4 md:grid-cols-2">
        {cash.bankSteps.map((bank) => (
          <li key={bank.Name} className="flex flex-col gap-2 rounded-control border border-slate-200 p-4">
            <div className="flex items-center gap-3">
              <img src={bank.Imagen} alt="" width={48} height={48} className="size-12 object-contain" loading="lazy" />
              <h4 className="font-bold">{bank.Name}</h4>
            </div>
            <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
              {bank.PaymentSteps.map((step) => (
                <li key={step.Step}>
                  <span className="font-semibold">{step.Step}:</span> {step.Value}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}
