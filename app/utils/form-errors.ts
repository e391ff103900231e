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

/** What a list page says about filters it could not apply: the rule's own message when it has one in Spanish. */
export function invalidFiltersMessage(error: $ZodError, ownMessages: readonly string[]): string {
  const own = error.issues.find((issue) => ownMessages.includes(issue.message));
  const base = "Algunos filtros no eran válidos y no se aplicaron.";
  return own ? `${base} ${own.message.replace(/\.?$/, ".")}` : base;
}
