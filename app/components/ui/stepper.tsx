import { useId } from "react";
import { cx } from "./cx.ts";

export type StepperProps = {
  label: string;
  description?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Singular noun for the buttons' names ("adulto": "Quitar adulto", "Agregar adulto"). */
  unit: string;
};

const stepButton =
  "flex size-10 cursor-pointer items-center justify-center rounded-full border-2 border-brand-600 text-xl leading-none font-bold text-brand-700 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:border-slate-300 aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent";

/**
 * A counter with − and + buttons. The buttons stay focusable at their limits (aria-disabled, not disabled) so the
 * keyboard focus is never lost; the value is announced when it changes.
 */
export function Stepper({ label, description, value, min, max, onChange, unit }: StepperProps) {
  const id = useId();
  const canDecrease = value > min;
  const canIncrease = value < max;
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex items-center justify-between gap-4 py-2">
      <div className="flex flex-col">
        <span id={`${id}-label`} className="font-semibold text-ink">
          {label}
        </span>
        {description ? <span className="text-sm text-muted">{description}</span> : null}
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-label={`Quitar ${unit}`}
          aria-disabled={!canDecrease}
          onClick={() => canDecrease && onChange(value - 1)}
          className={stepButton}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output
          aria-live="polite"
          aria-label={`${label}: ${value}`}
          className={cx("w-6 text-center text-lg font-bold")}
        >
          {value}
        </output>
        <button
          type="button"
          aria-label={`Agregar ${unit}`}
          aria-disabled={!canIncrease}
          onClick={() => canIncrease && onChange(value + 1)}
          className={stepButton}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
