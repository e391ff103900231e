import type { SlotOption } from "./appointment-page.server.ts";

/** The day's slots as native radio buttons (they post without JavaScript); a full slot is shown but disabled. */
export function SlotPicker(props: {
  slots: SlotOption[];
  name: string;
  defaultValue: string | undefined;
  error: string | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={props.error ? "horario-error" : undefined}>
      <legend className="mb-2 font-semibold text-ink">Horario (hora de Lima)</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {props.slots.map((slot) => (
          <label
            key={slot.time}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-control border border-slate-400 px-2 text-center has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-accent-400"
          >
            <input
              type="radio"
              name={props.name}
              value={slot.time}
              disabled={slot.free === 0}
              defaultChecked={props.defaultValue === slot.time}
              className="accent-brand-600"
            />
            <span>
              {slot.label}
              {slot.free === 0 ? <span className="block text-xs">Completo</span> : null}
            </span>
          </label>
        ))}
      </div>
      {props.error ? (
        <p id="horario-error" role="alert" className="text-sm text-danger">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
