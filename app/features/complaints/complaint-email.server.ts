import { brand } from "#app/config/brand.ts";
import { formatDateLong } from "#app/utils/dates.ts";
import { renderEmail, type RenderedEmail } from "#server/mail/layout.ts";
import { formatLimaDateTime, sheetSections, type ComplaintSheet } from "./complaint-sheet.ts";

export const COMPLAINT_CONSUMER_TEMPLATE = "complaint-filed";
export const COMPLAINT_MAILBOX_TEMPLATE = "complaint-filed-copy";
export const COMPLAINTS_LOOKUP_PATH = "/libro-reclamaciones/consulta";

const fieldLines = (sheet: ComplaintSheet) =>
  sheetSections(sheet).flatMap((section) => [
    section.heading.toUpperCase(),
    ...section.rows.map((row) => `${row.label}: ${row.value}`),
  ]);

/** The consumer's copy: number, date and time of filing, the legal answer deadline, every field; the PDF attached. */
export function renderConsumerEmail(sheet: ComplaintSheet, siteUrl: string): RenderedEmail {
  const kind = sheet.kind === "reclamo" ? "reclamo" : "queja";
  return renderEmail({
    subject: `${sheet.title}: recibimos tu ${kind}`,
    preheader: `Te responderemos a más tardar el ${formatDateLong(sheet.answerDueOn)}.`,
    heading: `Recibimos tu ${kind}, ${sheet.consumer.firstNames}`,
    paragraphs: [
      `Registramos tu ${sheet.title} en el Libro de Reclamaciones virtual de ${brand.name} el ${formatLimaDateTime(sheet.filedAt)} (hora de Lima).`,
      `Te daremos respuesta a este correo a más tardar el ${formatDateLong(sheet.answerDueOn)}: el plazo legal es de 15 días hábiles (Ley N.º 31435).`,
      "Adjuntamos la hoja en PDF con todos los datos que registraste. Puedes consultar su estado con el número de hoja y tu correo electrónico.",
      ...fieldLines(sheet),
    ],
    action: { label: "Consultar mi hoja", url: `${siteUrl.replace(/\/$/, "")}${COMPLAINTS_LOOKUP_PATH}` },
    notes: [
      "La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es requisito previo para interponer una denuncia ante el INDECOPI.",
    ],
  });
}

/**
 * The agency's copy for its complaints mailbox. `bookingLinked` says whether the booking code the consumer gave names
 * a booking of theirs (only the agency learns it).
 */
export function renderMailboxEmail(sheet: ComplaintSheet, bookingLinked = false): RenderedEmail {
  return renderEmail({
    subject: `Nueva ${sheet.title} (${sheet.kind === "reclamo" ? "Reclamo" : "Queja"}) · vence el ${sheet.answerDueOn}`,
    preheader: `${sheet.consumer.firstNames} ${sheet.consumer.lastNames} · ${sheet.storeName}`,
    heading: `Nueva ${sheet.title}`,
    paragraphs: [
      `Registrada el ${formatLimaDateTime(sheet.filedAt)} en ${sheet.storeName}. Plazo legal de respuesta: ${formatDateLong(sheet.answerDueOn)}.`,
      ...fieldLines(sheet),
    ],
    notes: [
      sheet.attachments.length > 0
        ? `El consumidor adjuntó ${String(sheet.attachments.length)} archivo(s), guardados con la hoja.`
        : "El consumidor no adjuntó archivos.",
      ...(sheet.good.bookingCode
        ? [
            bookingLinked
              ? `El código de reserva ${sheet.good.bookingCode} corresponde a una reserva con el correo del consumidor: quedó vinculado a la hoja.`
              : `El código de reserva ${sheet.good.bookingCode} no corresponde a ninguna reserva con el correo del consumidor: verifícalo con el consumidor.`,
          ]
        : []),
    ],
  });
}
