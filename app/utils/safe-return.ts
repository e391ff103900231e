// eslint-disable-next-line no-control-regex -- the control characters are the point of this pattern
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const BASE = "http://kuntur.invalid";

/**
 * The one check for every `volver`, `next` or return parameter: a path of this site, normalised as a browser would
 * read it, or null. Refused: other origins, `//host` and `/\host` (before or after normalising), any control
 * character (a tab or line break that browsers drop would turn `/\t/evil.example` into `//evil.example`).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 1000) return null;
  if (CONTROL.test(value) || value.includes("\\")) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") || path.startsWith("/\\") ? null : path;
}
