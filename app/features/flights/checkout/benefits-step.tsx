import { useState } from "react";
import { Form, useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { NativeModal } from "#app/components/ui/native-modal.tsx";
import type { FareFamily, FareFamilyOption } from "#app/features/flights/flight-offer-types.ts";
import type { AssistanceLine } from "#app/features/flights/booking/booking-contract.ts";
import { baggageText } from "#app/features/flights/fare-family-text.ts";
import { usdAndPen } from "./checkout-format.ts";


const COVERAGE = [
  "Asistencia médica por enfermedad o accidente",
  "Medicamentos recetados durante el viaje",
  "Compensación por pérdida de equipaje",
  "Asistencia en caso de vuelo demorado o cancelado",
  "Línea de atención las 24 horas",
];

const FAMILY_FORM_ID = "cambiar-tarifa";

/** The form the 'Cambiar a ...' buttons submit (through their form attribute): render it outside other forms. */
export function FamilyChangeForm() {
  return (
    <Form method="post" id={FAMILY_FORM_ID} className="hidden">
      <input type="hidden" name="intent" value="family" />
    </Form>
  );
}

export type LegLabel = { label: string; route: string };

/** Step 1: the chosen family with its baggage per leg, 'Ampliar beneficios', and the travel-assistance add-on. */
export function BenefitsStep(props: {
  family: FareFamily;
  families: FareFamilyOption[];
  currentTotalMinor: number;
  legs: LegLabel[];
  assistance: AssistanceLine | null;
  withAssistance: boolean;
  rate: string | null;
  /** /booking/v2 puts these inside its one form instead of a form of their own. */
  embedded?: boolean;
}) {
  const others = props.families.filter((option) => option.fareFamily.code !== props.family.code);
  const current = props.families.find((option) => option.fareFamily.code === props.family.code);
  const body = (
    <>
      <section aria-labelledby="tu-tarifa" className="rounded-card border border-slate-200 bg-white p-4">
        <h2 id="tu-tarifa" className="text-lg font-bold text-ink">
          Tu tarifa: {props.family.name}
        </h2>
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {props.legs.map((leg) => (
            <li key={leg.label} className="rounded-control bg-surface p-3 text-sm">
              <p className="font-semibold text-ink">
                {leg.label}: {leg.route}
              </p>
              <ul className="mt-1 list-disc pl-5 text-ink">
                {baggageText(props.family).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      {others.length > 0 ? (
        <section aria-labelledby="ampliar" className="rounded-card border border-slate-200 bg-white p-4">
          <h2 id="ampliar" className="text-lg font-bold text-ink">
            Ampliar beneficios
          </h2>
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {others.map((option) => {
              const difference = option.price.totalMinor - (current?.price.totalMinor ?? props.currentTotalMinor);
              const sign = difference >= 0 ? "+" : "-";
              return (
                <li
                  key={option.fareFamily.code}
                  className="flex flex-col gap-2 rounded-control border border-slate-200 p-3 text-sm"
                >
                  <p className="font-semibold text-ink">{option.fareFamily.name}</p>
                  <ul className="list-disc pl-5">
                    {baggageText(option.fareFamily).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  <Button
                    type="submit"
                    variant="secondary"
                    name="fareFamilyCode"
                    value={option.fareFamily.code}
                    form={FAMILY_FORM_ID}
                  >
                    Cambiar a {option.fareFamily.name} ({sign}
                    {usdAndPen(Math.abs(difference), props.rate).usd})
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {props.assistance ? <AssistanceChoice {...props} assistance={props.assistance} /> : null}
    </>
  );
  if (props.embedded) return <div className="flex flex-col gap-4">{body}</div>;
  return (
    <div className="flex flex-col gap-4">
      <FamilyChangeForm />
      {/* The family buttons belong to the hidden form above (form attribute); the rest is the step's own form. */}
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="benefits" />
        {body}
        <Button type="submit" variant="accent" size="lg" className="self-end">
          Continuar
        </Button>
      </Form>
    </div>
  );
}

function AssistanceChoice(props: { assistance: AssistanceLine; withAssistance: boolean; rate: string | null }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  const { assistance } = props;
  const total = usdAndPen(assistance.totalMinor, props.rate);
  return (
    <section aria-labelledby="asistencia" className="rounded-card border border-slate-200 bg-white p-4">
      <h2 id="asistencia" className="text-lg font-bold text-ink">
        Asistencia de viaje
      </h2>
      <p className="mt-1 text-sm text-ink">
        {assistance.planName}: {assistance.days} días, {assistance.travellers} pasajero
        {assistance.travellers === 1 ? "" : "s"}. Total {total.usd}
        {total.pen ? ` (${total.pen})` : ""}
        {assistance.taxMinor > 0 ? ", IGV incluido" : ""}: el mismo precio que en Seguros de viaje.
      </p>
      <p className="mt-1 text-sm text-muted">
        Precio para viajeros de hasta 64 años; lo confirmamos con las fechas de nacimiento de los pasajeros.
      </p>
      {/* With JavaScript the choice is saved at once, so the summary and its total show it before 'Continuar'. */}
      <Checkbox
        name="withAssistance"
        defaultSelected={props.withAssistance}
        className="mt-3"
        onChange={(selected) => {
          void fetcher.submit({ intent: "assistance", withAssistance: selected ? "on" : "" }, { method: "post" });
        }}
      >
        Agregar asistencia de viaje por {total.usd}
      </Checkbox>
      <Button variant="ghost" size="sm" className="mt-2" onPress={() => setOpen(true)} aria-haspopup="dialog">
        Ver coberturas
      </Button>
      {open ? (
        <NativeModal title="Coberturas de la asistencia de viaje" onDismiss={() => setOpen(false)}>
          <ul className="list-disc pl-5 text-sm text-ink">
            {COVERAGE.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted">
            Vigente del primer al último día de tu viaje. Consulta las condiciones completas al recibir tu voucher.
          </p>
          <Button className="mt-4 w-full" onPress={() => setOpen(false)}>
            Cerrar
          </Button>
        </NativeModal>
      ) : null}
    </section>
  );
}
