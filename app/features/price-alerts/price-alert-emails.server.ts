import { renderEmail, type RenderedEmail } from "#server/mail/layout.ts";

export type PriceAlertRouteNames = { origin: string; destination: string };

/** Links of an alert: confirm (double opt-in) and unsubscribe (a GET page, also the one-click POST target). */
export function priceAlertLinks(siteUrl: string, tokens: { confirmToken?: string; unsubscribeToken: string }) {
  const base = siteUrl.replace(/\/$/, "");
  return {
    confirmUrl: tokens.confirmToken
      ? `${base}/alertas-de-precio/confirmar?token=${encodeURIComponent(tokens.confirmToken)}`
      : undefined,
    unsubscribeUrl: `${base}/alertas-de-precio/baja?token=${encodeURIComponent(tokens.unsubscribeToken)}`,
  };
}

/** The double opt-in message: confirm link, and the unsubscribe link from the very first e-mail. */
export function renderPriceAlertConfirmation(
  route: PriceAlertRouteNames,
  links: { confirmUrl: string; unsubscribeUrl: string },
  confirmationDays: number,
): RenderedEmail {
  return renderEmail({
    subject: `Confirma tu alerta de precios: vuelos ${route.origin} – ${route.destination}`,
    preheader: `Confirma con un clic y te avisaremos cuando bajen los precios de tus vuelos a ${route.destination}.`,
    heading: "Confirma tu alerta de precios",
    paragraphs: [
      "Hola:",
      `Recibimos tu solicitud para recibir en este correo alertas de precio de vuelos de ${route.origin} a ${route.destination}.`,
      "Confirma tu suscripción y te escribiremos cuando encontremos tarifas más bajas para esta ruta. Solo usaremos tu correo para estas alertas.",
    ],
    action: { label: "Confirmar mi alerta", url: links.confirmUrl },
    notes: [
      `El enlace de confirmación vence en ${confirmationDays} días. Si no solicitaste esta alerta, ignora este mensaje: no te enviaremos nada sin tu confirmación.`,
      `¿Ya no quieres recibir alertas de esta ruta? Date de baja con un clic: ${links.unsubscribeUrl}`,
    ],
  });
}

/** To the owner of an alert that is already active, when someone subscribes it again (the API answers alike). */
export function renderPriceAlertAlreadyActive(route: PriceAlertRouteNames, unsubscribeUrl: string): RenderedEmail {
  return renderEmail({
    subject: `Tu alerta de precios ya está activa: vuelos ${route.origin} – ${route.destination}`,
    preheader: `Ya te avisamos cuando bajan los precios de tus vuelos a ${route.destination}.`,
    heading: "Tu alerta de precios ya está activa",
    paragraphs: [
      "Hola:",
      `Recibimos una nueva solicitud de alertas de precio de vuelos de ${route.origin} a ${route.destination} para este correo. Esta alerta ya está activa: no necesitas hacer nada.`,
    ],
    notes: [
      "Si no la solicitaste tú, ignora este mensaje.",
      `¿Ya no quieres recibir alertas de esta ruta? Date de baja con un clic: ${unsubscribeUrl}`,
    ],
  });
}

/** A lower fare was found for an active alert's route: the fare, its dates, the search and the unsubscribe link. */
export function renderPriceAlertDrop(
  route: PriceAlertRouteNames,
  fare: { amount: string; dates: string; searchUrl: string },
  unsubscribeUrl: string,
): RenderedEmail {
  return renderEmail({
    subject: `Bajó el precio: vuelos ${route.origin} – ${route.destination} desde ${fare.amount}`,
    preheader: `Encontramos vuelos de ${route.origin} a ${route.destination} desde ${fare.amount} por persona.`,
    heading: "¡Bajó el precio de tu ruta!",
    paragraphs: [
      "Hola:",
      `Encontramos vuelos de ida y vuelta de ${route.origin} a ${route.destination} desde ${fare.amount} por adulto, con impuestos y cargos incluidos (${fare.dates}).`,
      "Los precios cambian según la disponibilidad: revisa las opciones y reserva antes de que se agoten.",
    ],
    action: { label: "Ver vuelos", url: fare.searchUrl },
    notes: [`¿Ya no quieres recibir alertas de esta ruta? Date de baja con un clic: ${unsubscribeUrl}`],
  });
}
