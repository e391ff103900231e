/**
 * What another page hands /agenda-tu-cita in its link: a package page sends `reason=paquetes&paquete=<slug>` and, once
 * a departure is chosen, `salida=<yyyy-mm-dd>` (issue 41: the appointment keeps what the customer was looking at).
 * Anything malformed is dropped silently: the page then opens as if it had not been given.
 */
import { isDateWithin } from "#app/utils/date-rules.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import { COMMENT_MAX } from "./appointment-schemas.ts";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type PackageRequest = { slug: string; departure: string | null };

/** The package and departure named in the query, or null when there is none or the slug is not a slug. */
export function readPackageRequest(params: URLSearchParams): PackageRequest | null {
  const slug = params.get("paquete") ?? "";
  if (slug.length > 80 || !SLUG.test(slug)) return null;
  const departure = params.get("salida") ?? "";
  return { slug, departure: isDateWithin(departure) ? departure : null };
}

/** "Paquete: Cusco mágico, salida del 02/03/2027": the comment the adviser reads, cut to the field's limit. */
export function packageComment(name: string, departure: string | null): string {
  const text = `Paquete: ${name}${departure ? `, salida del ${formatDateShort(departure)}` : ""}`;
  return text.slice(0, COMMENT_MAX);
}
