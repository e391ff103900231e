import { brand } from "#app/config/brand.ts";
import { renderEmail, type RenderedEmail } from "#server/mail/layout.ts";
import type { Passenger } from "./pre-registration-schemas.ts";

export const PRE_REGISTRATION_TEMPLATE = "pre-registration-confirmation";

export type ConfirmationEmailInput = {
  inscriptionCode: string;
  campaign: { name: string; dayLabel: string; timeSlotLabel: string };
  store: { name: string; address: string; city: string };
  passengers: Array<Pick<Passenger, "firstName" | "lastName" | "mLastName">>;
};

const fullName = (p: ConfirmationEmailInput["passengers"][number]) => `${p.firstName} ${p.lastName} ${p.mLastName}`;

/** The confirmation the first passenger receives: the inscription code, the event, the store and who is registered. */
export function renderPreRegistrationEmail(input: ConfirmationEmailInput): RenderedEmail {
  const { campaign, store, inscriptionCode } = input;
  const first = input.passengers[0];
  return renderEmail({
    subject: `Tu código de inscripción para ${campaign.name}: ${inscriptionCode}`,
    preheader: `Te esperamos el ${campaign.dayLabel} en ${brand.name} ${store.name}.`,
    heading: first ? `¡Gracias por registrarte, ${first.firstName}!` : "¡Gracias por registrarte!",
    paragraphs: [
      `Tu pre-registro para el evento ${campaign.name} de ${brand.name} quedó confirmado.`,
      `Tu código de inscripción es ${inscriptionCode}. Preséntalo en la tienda junto con el documento de identidad de cada pasajero.`,
      `Día: ${campaign.dayLabel}. Horario: ${campaign.timeSlotLabel}.`,
      `Tienda: ${store.name}, ${store.address}, ${store.city}.`,
      `Pasajeros registrados: ${input.passengers.map(fullName).join(", ")}.`,
    ],
    notes: [
      "Con tu código accedes a la fila preferencial de la tienda elegida durante el horario del evento.",
      "Las ofertas están sujetas a sus condiciones y a la disponibilidad de cada proveedor; el pre-registro no garantiza stock.",
    ],
  });
}
