import { trackLoading } from "#app/platform/loading-store.ts";
import { recordPlatformState } from "#app/platform/platform-state.ts";

/** Header that keeps a request from showing the loading overlay (SPEC 7: "not-loading header"). */
export const NO_LOADING_HEADER = "x-no-loading";
export const SUBSCRIPTION_KEY_HEADER = "x-subscription-key";

export type HttpClientConfig = { flightEngineSubscriptionKey: string | null; flightEnginePathPrefix: string };

let config: HttpClientConfig = { flightEngineSubscriptionKey: null, flightEnginePathPrefix: "/api/v1/flights" };

/** Set once from the root loader's public configuration. */
export function configureHttpClient(next: HttpClientConfig): void {
  config = next;
}

/** A failed HTTP call, rethrown to the caller with the server's `{ code, message, reason, issues }` body. */
export class HttpError extends Error {
  override name = "HttpError";
  readonly status: number;
  readonly body: {
    code?: string;
    message?: string;
    reason?: string;
    issues?: Array<{ path: string; message: string }>;
  };
  constructor(status: number, body: HttpError["body"]) {
    super(body.message ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  /** Don't show the loading overlay for this request. */
  noLoading?: boolean;
  signal?: AbortSignal;
};

/** Parses a JSON body; undefined when it is not JSON (a proxy's HTML error page, say). */
function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Browser-side calls: errors rethrown, overlay unless not-loading, platform state recorded, engine key added. */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  recordPlatformState(window.location.search);
  const headers = new Headers(options.headers);
  headers.set("accept", "application/json");
  const skipOverlay = options.noLoading === true || headers.get(NO_LOADING_HEADER) === "true";
  if (skipOverlay) headers.set(NO_LOADING_HEADER, "true");
  const path = new URL(url, window.location.origin).pathname;
  if (config.flightEngineSubscriptionKey && path.startsWith(config.flightEnginePathPrefix)) {
    headers.set(SUBSCRIPTION_KEY_HEADER, config.flightEngineSubscriptionKey);
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  const done = skipOverlay ? undefined : trackLoading();
  try {
    const response = await fetch(url, {
      method: options.method ?? (body ? "POST" : "GET"),
      headers,
      body: body ?? null,
      credentials: "same-origin",
      signal: options.signal ?? null,
    });
    const text = await response.text();
    const parsed = parseJson(text);
    if (!response.ok) throw new HttpError(response.status, parsed ?? {});
    if (parsed === undefined) throw new HttpError(response.status, { message: "Respuesta no válida del servidor." });
    return parsed as T;
  } finally {
    done?.();
  }
}

export const http = {
  get: <T>(url: string, options?: Omit<RequestOptions, "method" | "body">) =>
    request<T>(url, { ...options, method: "GET" }),
  post: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    request<T>(url, { ...options, method: "POST", body }),
  put: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    request<T>(url, { ...options, method: "PUT", body }),
  delete: <T>(url: string, options?: Omit<RequestOptions, "method" | "body">) =>
    request<T>(url, { ...options, method: "DELETE" }),
};
