/**
 * The consent texts the newsletter form shows. The server stores the exact texts accepted with each contact, so
 * a change here is a new version of the consent (kept by the rows already stored).
 */
export const NEWSLETTER_CONSENTS = {
  privacyPolicy: "He leído y acepto la Política de Privacidad y el tratamiento de mis datos personales.",
  dataPolicy: "Autorizo a Kuntur Viajes a enviarme publicidad, ofertas y novedades de viaje a mi correo electrónico.",
} as const;
