import type { DocumentSection } from "#app/features/legal/document-types.ts";

/** A lettered section (A to Q) of the purchase conditions, anchored as #seccion-<letter>. */
export type ConditionsSection = Omit<DocumentSection, "heading"> & { letter: string; title: string };

export function sectionAnchor(section: Pick<ConditionsSection, "letter">): string {
  return `seccion-${section.letter.toLowerCase()}`;
}
