// Checked by hand: the shell reads the flags on every page, where zod would add its weight (app/utils/shell-checks.ts).
import { isRecord } from "#app/utils/shell-checks.ts";

/** The remote flags the site reads (SPEC 7, "Remote flags"). */
export const FLAG_KEYS = ["app-ad", "show-chat-in-checkout"] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];
export type Flags = Record<FlagKey, boolean>;

/**
 * What the browser assumes when the flags cannot be read. SPEC 2.2: the checkout chat is then shown;
 * the app-download modal interrupts the visitor, so it stays off unless the flag says otherwise.
 */
export const FLAG_FALLBACKS: Flags = { "app-ad": false, "show-chat-in-checkout": true };

/** GET /api/v1/flags: one boolean per known flag; unknown keys are ignored by older clients; anything else throws. */
export const FlagsSchema = {
  parse(value: unknown): Flags {
    if (!isRecord(value)) throw new TypeError("Not the flags");
    const flags = {} as Flags;
    for (const key of FLAG_KEYS) {
      const flag = value[key];
      if (typeof flag !== "boolean") throw new TypeError(`Flag ${key} is not a boolean`);
      flags[key] = flag;
    }
    return flags;
  },
};

export const FLAG_DESCRIPTIONS: Record<FlagKey, string> = {
  "app-ad": "Muestra el aviso para descargar la App en los resultados, en celulares.",
  "show-chat-in-checkout": "Muestra el botón de chat en las páginas de compra (booking).",
};
