import type { Db, Tx } from "#db";
import { brand } from "#app/config/brand.ts";
import { renderEmail } from "#server/mail/layout.ts";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { buildAppointmentIcs } from "./appointment-ics.ts";
import { formatWhen } from "./appointment-format.ts";
import { REASON_LABELS, type Reason } from "./appointment-rules.ts";

/** What an e-mail says about an appointment. */
export type AppointmentMailView = {
  id: string;
  code: string;
  firstName: string;
  email: string;
  reason: Reason;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  /** "Tienda 28 de Julio, Av. 28 de Julio 1045, Miraflores" or the video call. */
  placeLine: string;
  videoUrl: string | null;
  /** The store has a reception kiosk (a PIN is configured for it): the e-mail tells to check in there. */
  withKiosk: boolean;
  /** What the customer wrote for the adviser when booking ("" or absent: nothing). */
  comment?: string;
};

export type AppointmentMailKind = "booked" | "rescheduled" | "cancelled" | "reminder";

const SUBJECTS: Record<AppointmentMailKind, (code: string) => string> = {
  booked: (code) => `Tu cita ${code} está confirmada`,
  rescheduled: (code) => `Reprogramamos tu cita ${code}`,
  cancelled: (code) => `Cancelaste tu cita ${code}`,
  reminder: (code) => `Recordatorio: mañana es tu cita ${code}`,
};

const OPENINGS: Record<AppointmentMailKind, string> = {
  booked: "Tu cita con un asesor de viajes quedó confirmada.",
  rescheduled: "Tu cita tiene una nueva fecha y hora.",
  cancelled: "Tu cita quedó cancelada. Cuando quieras, agenda otra en nuestra web.",
  reminder: "Te recordamos que mañana tienes una cita con un asesor de viajes.",
};

/**
 * Queues one e-mail about an appointment, with its calendar file, in the caller's transaction. `dedupeKey` names the
 * logical message: a retried job or request queues nothing new.
 */
export async function enqueueAppointmentEmail(
  tx: Db | Tx,
  kind: AppointmentMailKind,
  view: AppointmentMailView,
  options: { siteUrl: string; dedupeKey: string; now?: Date },
): Promise<boolean> {
  const manageUrl = `${options.siteUrl}/tuscitas`;
  const when = formatWhen(view.startsAt);
  const paragraphs = [
    OPENINGS[kind],
    `Código de tu cita: ${view.code}`,
    `Fecha y hora: ${when} (hora de Lima).`,
    `Motivo: ${REASON_LABELS[view.reason]}.`,
    view.videoUrl ? `Videollamada: ${view.videoUrl}` : `Lugar: ${view.placeLine}.`,
  ];
  if (view.comment) paragraphs.push(`Tu comentario para el asesor: ${view.comment}`);
  if (kind !== "cancelled" && !view.videoUrl) {
    paragraphs.push(
      view.withKiosk
        ? `Al llegar, registra tu llegada en la pantalla de recepción de la tienda con el código ${view.code} y te daremos tu turno.`
        : `Al llegar, acércate a recepción y menciona el código ${view.code}.`,
    );
  }
  const content = renderEmail({
    subject: SUBJECTS[kind](view.code),
    preheader: kind === "cancelled" ? `Cita ${view.code} cancelada.` : `${when}: ${view.placeLine}.`,
    heading: `Hola, ${view.firstName}`,
    paragraphs,
    action: { label: "Ver, reprogramar o cancelar mi cita", url: manageUrl },
    notes: [
      `En ${manageUrl} ingresa el código ${view.code} y este correo para ver, reprogramar o cancelar tu cita.`,
      `La atención de ${brand.name} es gratuita y sin compromiso.`,
    ],
  });
  const ics = buildAppointmentIcs(
    {
      id: view.id,
      title: `Cita con ${brand.name}: ${REASON_LABELS[view.reason]}`,
      description: `Código ${view.code}. ${view.videoUrl ? `Videollamada: ${view.videoUrl}` : view.placeLine}`,
      location: view.videoUrl ?? view.placeLine,
      url: manageUrl,
      startsAt: view.startsAt,
      endsAt: view.endsAt,
      sequence: view.sequence,
      cancelled: kind === "cancelled",
    },
    options.now ?? new Date(),
    new URL(options.siteUrl).host,
  );
  return enqueueEmail(tx, {
    dedupeKey: options.dedupeKey,
    template: `appointment-${kind}`,
    to: view.email,
    ...content,
    metadata: { appointmentCode: view.code },
    attachments: [
      {
        filename: `cita-${view.code}.ics`,
        contentType: `text/calendar; charset=utf-8; method=${kind === "cancelled" ? "CANCEL" : "PUBLISH"}`,
        content: new TextEncoder().encode(ics),
      },
    ],
  });
}
