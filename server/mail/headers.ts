/**
 * Extra header fields an outbox message may carry (issue 17): queued in the row's `metadata.headers` (the place
 * price alerts already used), passed to the transport by the worker. Only list headers are allowed, and values
 * with line breaks are dropped, so metadata can never inject or replace structural headers (From, To, Subject...).
 */
export const ALLOWED_EXTRA_HEADERS = ["List-Unsubscribe", "List-Unsubscribe-Post", "List-Id"] as const;

const allowed = new Map(ALLOWED_EXTRA_HEADERS.map((name) => [name.toLowerCase(), name]));

/** RFC 8058 one-click unsubscription: the https URL that a POST `List-Unsubscribe=One-Click` unsubscribes. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The allowed extra headers found in an outbox row's metadata (none: an empty object). */
export function extraHeadersOf(metadata: Record<string, unknown> | null | undefined): Record<string, string> {
  const headers = metadata?.headers;
  if (!headers || typeof headers !== "object" || Array.isArray(headers)) return {};
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
    const canonical = allowed.get(name.toLowerCase());
    if (!canonical || typeof value !== "string" || value.length > 2000 || /[\r\n\0]/.test(value)) continue;
    result[canonical] = value;
  }
  return result;
}
