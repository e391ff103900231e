import { hasLineControlChars } from "#app/utils/text-rules.ts";

export type PartnerSite = { name: string; origin: string };

/**
 * Partner sites a visitor may be sent to through the /redireccionando interstitial: the allow-list. Only these
 * origins are accepted; anything else is refused. Kept out of `brand` so that the shell's bundle does not carry it.
 */
export const PARTNER_SITES: readonly PartnerSite[] = [
  { name: "Centro de ayuda Kuntur Viajes", origin: "https://ayuda.kunturviajes.pe" },
  { name: "Asistencia al viajero Andes Assist", origin: "https://www.andesassist.example" },
  { name: "Banco del Sol: cuotas sin intereses", origin: "https://promociones.bancodelsol.example" },
];
export type PartnerTarget = { name: string; url: string };

/** Longest target accepted: a partner link, not a payload. */
const MAX_TARGET_LENGTH = 2000;

/**
 * The partner a raw `url` parameter leads to, or null (no open redirect, issue 17). Accepted only: an absolute
 * `https://` URL, typed exactly so (no scheme-relative `//`, no `https:host`, no backslashes, no whitespace or control
 * characters that URL parsers silently drop), without user info or an explicit port, whose parsed origin equals
 * one of the allow-list's origins exactly. The URL returned is the parser's serialization of what was checked.
 */
export function matchPartnerTarget(
  raw: string | null | undefined,
  partners: readonly PartnerSite[] = PARTNER_SITES,
): PartnerTarget | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_TARGET_LENGTH) return null;
  // Whitespace, controls and backslashes are refused before parsing: WHATWG parsers strip tabs/newlines and read
  // "\" as "/", so what a filter sees and what a browser follows could differ.
  if (/\s|\\/u.test(raw) || hasLineControlChars(raw)) return null;
  if (!raw.startsWith("https://")) return null;
  // User info, even empty ("https://@host"), is refused as typed: it only ever serves to disguise a host.
  const authority = raw.slice("https://".length).split(/[/?#]/, 1)[0] ?? "";
  if (authority.includes("@")) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "" || url.port !== "") return null;
  const partner = partners.find((site) => site.origin === url.origin);
  return partner ? { name: partner.name, url: url.href } : null;
}
