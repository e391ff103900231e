import { useState, type SubmitEvent as FormSubmitEvent } from "react";
import { Form, Link } from "react-router";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { Button } from "#app/components/ui/button.tsx";
import { formatDateShort } from "#app/utils/dates.ts";
import { OrderAmountsTable } from "#app/features/orders/order-amounts-ui.tsx";
import type { PackageCheckoutFailure, PackageCheckoutPage, TravellerSlot } from "./package-checkout.server.ts";
import { PackageCheckoutSchema, packageCheckoutValues } from "./package-checkout-schemas.ts";
import { SelectField, TextField } from "./package-form-fields.tsx";

const sectionClass = "flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4";

const DOCUMENT_OPTIONS = [
  { value: "DNI", label: "DNI" },
  { value: "CE", label: "Carné de extranjería" },
  { value: "PAS", label: "Pasaporte" },
];
const GENDER_OPTIONS = [
  { value: "", label: "Elige" },
  { value: "F", label: "Femenino" },
  { value: "M", label: "Masculino" },
];

function slotTitle(slot: TravellerSlot, index: number): string {
  const who = slot.kind === "adult" ? "adulto" : `niño de ${String(slot.age)} años`;
  return `Viajero ${String(index + 1)} (${who}, habitación ${String(slot.room)})`;
}

function TravellerFields(props: {
  slot: TravellerSlot;
  index: number;
  value: (name: string) => string | undefined;
  error: (name: string) => string | undefined;
}) {
  const prefix = `travellers.${String(props.index)}`;
  const field = (name: string) => ({
    name: `${prefix}.${name}`,
    defaultValue: props.value(`${prefix}.${name}`),
    error: props.error(`${prefix}.${name}`),
  });
  return (
    <fieldset className="grid gap-3 rounded-control border border-slate-200 p-3 sm:grid-cols-2">
      <legend className="px-1 font-semibold">{slotTitle(props.slot, props.index)}</legend>
      <TextField label="Nombres" autoComplete="off" maxLength={50} {...field("firstName")} />
      <TextField label="Apellidos" autoComplete="off" maxLength={50} {...field("lastName")} />
      <SelectField label="Tipo de documento" options={DOCUMENT_OPTIONS} {...field("documentType")} />
      <TextField label="Número de documento" maxLength={12} {...field("documentNumber")} />
      <SelectField label="Sexo" options={GENDER_OPTIONS} {...field("gender")} />
      <TextField
        label="Fecha de nacimiento (DD/MM/AAAA)"
        inputMode="numeric"
        maxLength={10}
        placeholder="DD/MM/AAAA"
        {...field("birthDate")}
      />
    </fieldset>
  );
}

/** /paquetes/:slug/reservar: the choice and its price, every traveller, the contact, and 'Continuar al pago'. */
export function PackageReserveView({
  page,
  failure,
}: {
  page: PackageCheckoutPage;
  failure: PackageCheckoutFailure | null;
}) {
  const value = (name: string) =>
    failure?.values[name] ??
    (name === "contact.firstName"
      ? page.prefill?.firstName
      : name === "contact.email"
        ? page.prefill?.email
        : undefined);
  // The action's schema runs in the browser first: a visitor with JavaScript never posts an invalid form.
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const error = (name: string) => (clientErrors ?? failure?.errors)?.[name];
  const check = (event: FormSubmitEvent<HTMLFormElement>) => {
    const values = packageCheckoutValues(new FormData(event.currentTarget), page.slots.length);
    const parsed = PackageCheckoutSchema.safeParse(values);
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const errors = fieldErrors(parsed.error);
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    const field = first ? event.currentTarget.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  };
  const back = `/paquetes/${page.slug}?salida=${page.departureDate}`;
  const invalid = clientErrors !== null || (failure !== null && Object.keys(failure.errors).length > 0);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">Reserva tu paquete {page.name}</h1>
      <p>
        Salida el <strong>{formatDateShort(page.departureDate)}</strong> · {page.roomsText}.{" "}
        <Link to={back} className="text-brand-700 underline">
          Cambiar fecha o habitaciones
        </Link>
      </p>
      {failure?.message || invalid ? (
        <p role="alert" className="rounded-card border border-danger p-3 font-semibold text-danger">
          {failure?.message ?? "Revisa los datos marcados."}
        </p>
      ) : null}
      {"unavailable" in page.offer ? (
        <p role="alert" className="rounded-card border border-danger p-3 font-semibold text-danger">
          {page.offer.unavailable}
        </p>
      ) : (
        <>
          <section aria-labelledby="price-heading" className={sectionClass}>
            <h2 id="price-heading" className="text-lg font-bold">
              Detalle del precio
            </h2>
            <OrderAmountsTable amounts={page.offer.amounts} caption="Detalle del precio del paquete" />
            <p className="text-sm text-muted">Precio por persona según la habitación, con impuestos y cargos.</p>
          </section>
          <section aria-labelledby="cancel-rules-heading" className={sectionClass}>
            <h2 id="cancel-rules-heading" className="text-lg font-bold">
              Condiciones de cancelación
            </h2>
            <ul className="list-disc pl-5 text-sm">
              {page.offer.details.cancellation.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <Form
            method="post"
            noValidate
            onSubmit={check}
            className="flex flex-col gap-4"
            aria-label="Datos de los viajeros"
          >
            <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
            <section aria-labelledby="travellers-heading" className={sectionClass}>
              <h2 id="travellers-heading" className="text-lg font-bold">
                Viajeros
              </h2>
              <p className="text-sm">
                Como figuran en su documento de viaje: se emiten boletos y entradas a su nombre.
              </p>
              {page.slots.map((slot, index) => (
                <TravellerFields key={String(index)} slot={slot} index={index} value={value} error={error} />
              ))}
            </section>
            <section aria-labelledby="contact-heading" className={`${sectionClass} sm:grid sm:grid-cols-2`}>
              <h2 id="contact-heading" className="text-lg font-bold sm:col-span-2">
                Contacto
              </h2>
              <TextField
                label="Nombres"
                name="contact.firstName"
                autoComplete="given-name"
                defaultValue={value("contact.firstName")}
                error={error("contact.firstName")}
              />
              <TextField
                label="Apellidos"
                name="contact.lastName"
                autoComplete="family-name"
                defaultValue={value("contact.lastName")}
                error={error("contact.lastName")}
              />
              <TextField
                label="Correo electrónico"
                name="contact.email"
                type="email"
                autoComplete="email"
                defaultValue={value("contact.email")}
                error={error("contact.email")}
              />
              <div className="grid grid-cols-[6rem_1fr] gap-2">
                <TextField
                  label="Código"
                  name="contact.phoneCountryCode"
                  inputMode="tel"
                  maxLength={4}
                  defaultValue={value("contact.phoneCountryCode") ?? "51"}
                  error={error("contact.phoneCountryCode")}
                />
                <TextField
                  label="Celular"
                  name="contact.phoneNumber"
                  type="tel"
                  autoComplete="tel-national"
                  maxLength={12}
                  defaultValue={value("contact.phoneNumber")}
                  error={error("contact.phoneNumber")}
                />
              </div>
            </section>
            <label className="flex items-start gap-2">
              <input type="checkbox" name="terms" value="on" required className="mt-1 size-5" />
              <span>
                Acepto las condiciones de cancelación del paquete y las{" "}
                <Link to="/condiciones-de-reserva" className="text-brand-700 underline">
                  condiciones de la reserva
                </Link>
                .
              </span>
            </label>
            {error("terms") ? <p className="text-sm text-danger">{error("terms")}</p> : null}
            <Button type="submit" variant="accent" size="lg" className="self-end">
              Continuar al pago
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
