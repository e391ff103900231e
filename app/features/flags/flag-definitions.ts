// zod/mini: the shell reads the flags on every page, so this stays out of the full zod build.
import * as z from "zod/mini";

/** The remote flags the site reads (SPEC 7, "Remote flags"). */
export const FLAG_KEYS = ["app-ad", "show-chat-in-checkout"] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];
export type Flags = Record<FlagKey, boolean>;

/**
 * What the browser assumes when the flags cannot be read. SPEC 2.2: the checkout chat is then shown;
 * the app-download modal interrupts the visitor, so it stays off unless the flag says otherwise.
 */
export const FLAG_FALLBACKS: Flags = { "app-ad": false, "show-chat-in-checkout": true };

/** GET /api/v1/flags: one boolean per known flag; unknown keys are ignored by older clients. */
export const FlagsSchema = z.object({ "app-ad": z.boolean(), "show-chat-in-checkout": z.boolean() });

export const FLAG_DESCRIPTIONS: Record<FlagKey, string> = {
  "app-ad": "Muestra el aviso para descargar la App en los resultados, en celulares.",
  "show-chat-in-checkout": "Muestra el botón de chat en las páginas de compra (booking).",
};
