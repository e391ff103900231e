import { NewsletterTokenSchema } from "./newsletter-schemas.ts";
import type { LinkResultView } from "./newsletter-link-result.tsx";
import {
  CONFIRMATION_VALID_DAYS,
  confirmNewsletterSubscription,
  findUnsubscribeTarget,
  unsubscribeFromNewsletter,
  type ConfirmOutcome,
} from "./newsletter-service.server.ts";

const INVALID: LinkResultView = {
  title: "Enlace no válido",
  message: "El enlace no es válido o ya no está vigente. Revisa que lo hayas copiado completo.",
  tone: "error",
};

const CONFIRM_VIEWS: Record<ConfirmOutcome, LinkResultView & { resubscribe: boolean }> = {
  confirmed: {
    title: "¡Suscripción confirmada!",
    message: "Gracias por confirmar tu correo. Desde ahora recibirás nuestras ofertas y novedades de viaje.",
    tone: "success",
    resubscribe: false,
  },
  "already-confirmed": {
    title: "Tu suscripción ya estaba confirmada",
    message: "Este enlace ya fue usado: tu suscripción está activa y no necesitas hacer nada más.",
    tone: "info",
    resubscribe: false,
  },
  expired: {
    title: "El enlace venció",
    message: `Los enlaces de confirmación son válidos por ${String(CONFIRMATION_VALID_DAYS)} días. Suscríbete de nuevo y te enviaremos uno nuevo.`,
    tone: "error",
    resubscribe: true,
  },
  unsubscribed: {
    title: "Esta suscripción está dada de baja",
    message:
      "Te diste de baja de nuestro boletín, así que este enlace ya no la activa. Si quieres volver, suscríbete de nuevo.",
    tone: "info",
    resubscribe: true,
  },
  invalid: { ...INVALID, resubscribe: true },
};

const UNSUBSCRIBED_VIEWS = {
  unsubscribed: {
    title: "Tu suscripción fue cancelada",
    message: "Ya no te enviaremos nuestro boletín. Si cambias de opinión, puedes volver a suscribirte cuando quieras.",
    tone: "success",
  },
  "already-unsubscribed": {
    title: "Tu suscripción ya estaba cancelada",
    message:
      "Este correo ya no recibe nuestro boletín. Si cambias de opinión, puedes volver a suscribirte cuando quieras.",
    tone: "info",
  },
} satisfies Record<string, LinkResultView>;

const tokenOf = (raw: string | null) => {
  const parsed = NewsletterTokenSchema.safeParse({ token: raw ?? "" });
  return parsed.success ? parsed.data.token : null;
};

/** A page of an e-mailed link when the database fails: a clear message and a log line, not an error page. */
export const UNAVAILABLE: LinkResultView = {
  title: "Servicio no disponible",
  message: "No pudimos procesar tu solicitud en este momento. Vuelve a abrir el enlace en unos minutos.",
  tone: "error",
};

/** The confirm link of the double opt-in e-mail: opening it activates the subscription once. */
export async function followConfirmLink(raw: string | null) {
  const token = tokenOf(raw);
  return CONFIRM_VIEWS[token ? await confirmNewsletterSubscription(token) : "invalid"];
}

/** GET of the unsubscribe link: nothing changes yet (a link scanner must not unsubscribe); the page asks. */
export async function unsubscribePage(raw: string | null) {
  const token = tokenOf(raw);
  const target = token ? await findUnsubscribeTarget(token) : null;
  if (!token || !target) return { token: null, view: INVALID };
  if (!target.active) return { token: null, view: UNSUBSCRIBED_VIEWS["already-unsubscribed"] };
  return {
    token,
    view: {
      title: "¿Quieres darte de baja?",
      message: `Dejarás de recibir el boletín de Kuntur Viajes en ${target.maskedEmail}. Es gratis y puedes volver a suscribirte cuando quieras.`,
      tone: "info" as const,
    },
  };
}

/** POST of the unsubscribe link (the page's button, or a mail client's RFC 8058 one-click POST); idempotent. */
export async function followUnsubscribeLink(raw: string | null): Promise<LinkResultView> {
  const token = tokenOf(raw);
  const outcome = token ? await unsubscribeFromNewsletter(token) : "invalid";
  return outcome === "invalid" ? INVALID : UNSUBSCRIBED_VIEWS[outcome];
}
