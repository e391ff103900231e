/** Longest slug accepted; anything longer cannot be a page and is not looked up. */
export const MAX_SLUG_LENGTH = 120;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type SlugResolution = { kind: "missing" } | { kind: "invalid" } | { kind: "valid"; slug: string };

/**
 * Classifies the {slug} of /vuelos/{slug} (SPEC 4): missing (redirect home), malformed (no page can match:
 * redirect to /404 without a query) or a candidate to look up. Case and surrounding spaces are forgiven.
 */
export function resolveSlug(raw: string | undefined | null): SlugResolution {
  const value = (raw ?? "").trim().toLowerCase();
  if (!value) return { kind: "missing" };
  if (value.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(value)) return { kind: "invalid" };
  return { kind: "valid", slug: value };
}

/** The path of a destination landing page. */
export function destinationPath(slug: string): string {
  return `/vuelos/${slug}`;
}
