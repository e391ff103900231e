import type { DeclineReason, PaymentStatus } from "./payment-contract.ts";

/** What the buyer reads when a card is declined: what happened and what to do next (Spanish, Peru). */
export const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  insufficient_funds:
    "Tu tarjeta no tiene fondos o línea de crédito suficiente para este pago. Prueba con otra tarjeta o paga en efectivo con un código de pago.",
  invalid_card:
    "El banco no reconoce los datos de la tarjeta. Revisa el número e inténtalo otra vez, o usa otra tarjeta.",
  expired_card: "Tu tarjeta está vencida. Usa otra tarjeta o paga en efectivo con un código de pago.",
  wrong_cvv:
    "El código de seguridad (CVV) no coincide. Revísalo en el reverso de tu tarjeta (en American Express, en el anverso) e inténtalo otra vez.",
  stolen_card: "Tu banco no autorizó el pago con esta tarjeta. Comunícate con tu banco o usa otro medio de pago.",
  authentication_failed:
    "No se pudo verificar tu identidad con tu banco (3-D Secure). Inténtalo otra vez o usa otra tarjeta.",
  timeout:
    "La pasarela de pago no respondió a tiempo y no se realizó ningún cargo. Inténtalo otra vez en unos minutos.",
  other: "Tu banco rechazó el pago. Inténtalo otra vez, usa otra tarjeta o paga en efectivo con un código de pago.",
};

export const EXPIRED_CASH_MESSAGE = "El código de pago venció sin pagarse.";
export const REFUNDED_MESSAGE = "Este pago fue devuelto.";

/** The AppError reasons startPayment uses, with their Spanish messages. */
export const AMOUNT_CHANGED_MESSAGE =
  "El precio cambió antes de cobrarte. Revisa el nuevo total y confirma para continuar; no se hizo ningún cargo.";
export const NOT_PAYABLE_MESSAGE = "Esta reserva ya no se puede pagar. Revisa su estado en Mis reservas.";
export const CASH_UNAVAILABLE_MESSAGE = "El pago con código no está disponible en este momento. Paga con tarjeta.";
export const CASH_DEADLINE_MESSAGE = "Ya no queda tiempo para pagar con código antes de que venza tu reserva.";
export const PROVIDER_UNAVAILABLE_MESSAGE =
  "No pudimos comunicarnos con la pasarela de pago. No se hizo ningún cargo: inténtalo otra vez en unos minutos.";

export function paymentMessage(status: PaymentStatus, reason: DeclineReason | null): string | null {
  if (status === "declined") return DECLINE_MESSAGES[reason ?? "other"];
  if (status === "expired") return EXPIRED_CASH_MESSAGE;
  if (status === "refunded") return REFUNDED_MESSAGE;
  return null;
}

const REASONS = new Set<string>(Object.keys(DECLINE_MESSAGES));

export function toDeclineReason(value: string | null | undefined): DeclineReason | null {
  if (value === null || value === undefined) return null;
  return REASONS.has(value) ? (value as DeclineReason) : "other";
}
