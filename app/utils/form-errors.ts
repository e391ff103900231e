import type { $ZodError } from "zod/v4/core";

/** Field errors keyed by dotted path ("legs.0.origin"), first message per field, from a failed parse. */
export function fieldErrors(error: $ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}
