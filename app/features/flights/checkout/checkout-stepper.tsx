import { Link } from "react-router";
import type { CheckoutStep } from "#app/features/flights/checkout/checkout-session.server.ts";
import { cx } from "#app/components/ui/cx.ts";

export const STEP_NAMES: Record<CheckoutStep, string> = { 1: "Beneficios", 2: "Pasajeros", 3: "Revisar y pagar" };
const SLUGS: Record<CheckoutStep, string> = { 1: "beneficios", 2: "pasajeros", 3: "revisar" };

/** The steps: the current one marked, completed ones are links back (only while no booking is held). */
export function CheckoutStepper(props: { step: CheckoutStep; stepReached: CheckoutStep; locked: boolean }) {
  const steps = [1, 2, 3] as const;
  return (
    <nav aria-label="Pasos de la compra">
      <ol className="flex flex-wrap gap-2 text-sm">
        {steps.map((step) => {
          const current = step === props.step;
          const reachable = !props.locked && !current && step <= props.stepReached;
          const label = `${String(step)}. ${STEP_NAMES[step]}`;
          const className = cx(
            "inline-flex min-h-11 items-center rounded-full px-4 font-semibold",
            current
              ? "bg-brand-600 text-white"
              : step < props.step || step <= props.stepReached
                ? "bg-brand-50 text-brand-800"
                : "bg-slate-100 text-slate-700",
          );
          return (
            <li key={step}>
              {reachable ? (
                <Link to={`/booking?paso=${SLUGS[step]}`} className={cx(className, "underline")}>
                  {label}
                </Link>
              ) : (
                <span className={className} aria-current={current ? "step" : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
