import { renderEmail, type EmailContent, type RenderedEmail } from "#server/mail/layout.ts";

/** Paths of the e-mailed links (app/routes.ts). */
export const NEWSLETTER_CONFIRM_PATH = "/suscribirse/confirmar";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/suscribirse/baja";

/** The confirm link (double opt-in) and the unsubscribe link (a page with one button, also the RFC 8058 target). */
export function newsletterLinks(siteUrl: string, tokens: { confirmToken?: string; unsubscribeToken: string }) {
  const base = siteUrl.replace(/\/$/, "");
  return {
    confirmUrl: tokens.confirmToken
      ? `${base}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(tokens.confirmToken)}`
      : undefined,
    unsubscribeUrl: `${base}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(tokens.unsubscribeToken)}`,
  };
}

const unsubscribeNote = (url: string) =>
  `¿No quieres recibir más nuestro boletín? Date de baja con un clic, sin costo: ${url}`;

/** The double opt-in message: nothing is sent to the address until its owner confirms here. */
export function renderNewsletterConfirmation(
  name: string,
  links: { confirmUrl: string; unsubscribeUrl: string },
  validDays: number,
): RenderedEmail {
  return renderEmail({
    subject: "Confirma tu suscripción al boletín de Kuntur Viajes",
    preheader: "Un clic y empezarás a recibir nuestras ofertas y novedades de viaje.",
    heading: "Confirma tu suscripción",
    paragraphs: [
      `Hola, ${name}:`,
      "Recibimos tu solicitud para recibir en este correo el boletín de Kuntur Viajes con ofertas, campañas y novedades de viaje.",
      "Para activar tu suscripción, confirma que este correo es tuyo. Hasta entonces no te enviaremos ninguna publicidad.",
    ],
    action: { label: "Confirmar mi suscripción", url: links.confirmUrl },
    notes: [
      `El enlace vence en ${String(validDays)} días. Si no solicitaste esta suscripción, ignora este mensaje.`,
      unsubscribeNote(links.unsubscribeUrl),
    ],
  });
}

/** A newsletter issue as the back office writes it. */
export type NewsletterIssue = Pick<EmailContent, "subject" | "preheader" | "heading" | "paragraphs" | "action">;

/** An issue for one active contact, with the unsubscribe link at the foot. */
export function renderNewsletterIssue(issue: NewsletterIssue, name: string, unsubscribeUrl: string): RenderedEmail {
  return renderEmail({
    ...issue,
    paragraphs: [`Hola, ${name}:`, ...issue.paragraphs],
    notes: ["Recibes este correo porque te suscribiste al boletín de Kuntur Viajes.", unsubscribeNote(unsubscribeUrl)],
  });
}
