/** The review step's payment form as the pages show it (issue 19): the method labels and what a refused pay answers. */
export const PAYMENT_METHOD_LABELS = {
  card: "Tarjeta de crédito o débito",
  cash: "Banca por internet, agentes y bodegas",
} as const;

/** What the 'pay' intent answers when it does not leave the page (the review step shows it). */
export type PayResult = {
  kind: "pay_refused";
  message: string;
  /** The field the message belongs to ("promoCode"), if any. */
  field?: "promoCode" | "method";
  /** The 4th declined card: only the cash code is offered now. */
  cardsDisabled?: boolean;
  posted?: { method: string; promoCode: string };
};

export function isPayResult(value: unknown): value is PayResult {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "pay_refused";
}

export const CARDS_DISABLED_MESSAGE =
  "Tu tarjeta fue rechazada 4 veces, así que para esta reserva ya no aceptamos pagos con tarjeta. Puedes pagar con un código en banca por internet, agentes o bodegas.";
