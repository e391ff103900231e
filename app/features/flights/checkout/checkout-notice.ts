/**
 * The checkout guard's notice (issue 18): a redirect cannot show a toast, so it sets this short-lived cookie (readable
 * by the page's script, nothing personal in it) and the page that opens shows the toast and clears it.
 */
/** The deep link's and the checkout's message when the chosen flight can no longer be sold. */
export const GONE_TEXT = "El vuelo que seleccionaste ya no tiene cupos";

export const NOTICE_COOKIE = "kv_notice";

export const NOTICES = {
  missing: {
    title: "No hay una compra en curso",
    message: "Elige tu vuelo para empezar la compra.",
  },
  ended: {
    title: "Tu compra venció",
    message: "El tiempo para completar tu compra terminó. Vuelve a elegir tu vuelo.",
  },
} as const;

export type NoticeKind = keyof typeof NOTICES;

export function noticeCookie(kind: NoticeKind): string {
  return `${NOTICE_COOKIE}=${kind}; Path=/; Max-Age=60; SameSite=Lax`;
}

export function isNoticeKind(value: string): value is NoticeKind {
  return value in NOTICES;
}
