const spanish = new Intl.Collator("es");

/** Compares two texts in Spanish alphabetical order (accents as their letter, "ñ" after "n"): for sorting lists. */
export function compareSpanish(a: string, b: string): number {
  return spanish.compare(a, b);
}
