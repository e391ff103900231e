import { Form } from "react-router";
import type { ReceptionFailure, StoreChoice } from "./reception-pages.server.ts";
import { RECEPTION_PIN_LENGTH } from "#app/features/appointments/index.ts";
import { NOT_CONFIGURED_MESSAGE } from "./reception-schemas.ts";

const big = "min-h-14 rounded-control border border-slate-400 bg-white px-4 text-xl";

/** Staff choose the store and give the PIN (the kiosk's set-up and the call page's sign-in). */
export function StaffSignIn(props: {
  intent: string;
  title: string;
  signIn: { stores: StoreChoice[]; configured: boolean };
  failure: ReceptionFailure | undefined;
}) {
  if (!props.signIn.configured) {
    return (
      <p role="status" className="text-3xl font-bold">
        {NOT_CONFIGURED_MESSAGE}
      </p>
    );
  }
  return (
    <Form method="post" className="flex w-full max-w-md flex-col gap-5" aria-label={props.title}>
      {props.failure ? (
        <p role="alert" className="rounded-control border border-danger bg-red-50 p-3 text-lg text-danger">
          {props.failure.message}
        </p>
      ) : null}
      <input type="hidden" name="intent" value={props.intent} />
      <label className="flex flex-col gap-2 text-lg font-semibold">
        Tienda
        <select name="store" required className={big} defaultValue="">
          <option value="">Selecciona la tienda</option>
          {props.signIn.stores.map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-2 text-lg font-semibold">
        PIN del personal
        <input
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          required
          minLength={RECEPTION_PIN_LENGTH.min}
          maxLength={RECEPTION_PIN_LENGTH.max}
          className={big}
        />
      </label>
      <button
        type="submit"
        className="min-h-14 rounded-control bg-brand-600 px-6 text-xl font-bold text-white hover:bg-brand-700 focus-visible:ring-4 focus-visible:ring-accent-400 focus-visible:outline-none"
      >
        Continuar
      </button>
    </Form>
  );
}
