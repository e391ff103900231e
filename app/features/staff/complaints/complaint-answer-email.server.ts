import { brand } from "#app/config/brand.ts";
import { renderEmail, type RenderedEmail } from "#server/mail/layout.ts";
import { COMPLAINTS_LOOKUP_PATH } from "#app/features/complaints/index.server.ts";
import { formatLimaDateTime, type ComplaintSheet } from "#app/features/complaints/index.ts";

/** The agency's answer to a complaint, to the consumer (Ley 29571 art. 24: within the legal deadline). */
export function renderAnswerEmail(sheet: ComplaintSheet, siteUrl: string): RenderedEmail {
  const kind = sheet.kind === "reclamo" ? "reclamo" : "queja";
  return renderEmail({
    subject: `${sheet.title}: respuesta a tu ${kind}`,
    preheader: `${brand.name} respondió tu ${kind}.`,
    heading: `Respuesta a tu ${kind}, ${sheet.consumer.firstNames}`,
    paragraphs: [
      `Esta es la respuesta de ${brand.name} a tu ${sheet.title}, registrada el ${formatLimaDateTime(sheet.filedAt)} (hora de Lima):`,
      sheet.answer?.text ?? "",
      "También puedes verla en la consulta del Libro de Reclamaciones con el número de hoja y tu correo electrónico.",
    ],
    action: { label: "Consultar mi hoja", url: `${siteUrl.replace(/\/$/, "")}${COMPLAINTS_LOOKUP_PATH}` },
    notes: [
      "Si no estás conforme con la respuesta, puedes acudir al INDECOPI u otras vías de solución de controversias.",
    ],
  });
}
