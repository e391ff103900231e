import type { Readable } from "node:stream";
import { createContext } from "react-router";

/** Configuration the browser may see (nothing secret). */
export type PublicConfig = {
  siteUrl: string;
  flightEngineSubscriptionKey: string | null;
  flightEnginePathPrefix: string;
  abCookieName: string;
  /** Development pages (/dev/*) are served: outside production, or when DEV_PAGES=true (e2e). */
  devPages: boolean;
  /** The chat launcher's AI assistant (CHAT_ASSISTANT_URL); null hides that option. */
  chatAssistantUrl: string | null;
  /** Embedded pages of the information pages (server/embeds.ts). */
  embeds: EmbedConfig;
  /** Account rules the forms need (server/accounts-config.ts). */
  accounts: PublicAccountsConfig;
  /** The sandbox gateway takes payments (PAYMENT_PROVIDER=sandbox): every page shows the demo notice. */
  simulatedPayments: boolean;
};

/** Password length limits (configurable: SPEC 5.3 gives 6 to 10) and whether Google sign-in is configured. */
export type PublicAccountsConfig = { passwordMinLength: number; passwordMaxLength: number; googleSignIn: boolean };

/** URLs of embedded pages: absolute, or a path this server serves. The map template has {lat}, {lng}, {bbox}. */
export type EmbedConfig = {
  companyVideoUrl: string;
  mapEmbedUrlTemplate: string;
  /** An outside scheduling page (SCHEDULING_URL); null: the site's own scheduling. */
  schedulingUrl: string | null;
  cierrapuertasUrl: string;
  cierrapuertasOffersUrl: string;
};

/** The signed-in user as the shell needs it; null for visitors. */
export type SessionUser = { id: string; firstName: string; email: string; image: string | null };

/** A limit on attempts per key (e.g. per e-mail address) within a window, counted by the host's shared store. */
export type AttemptRule = { name: string; max: number; timeWindowMs: number };
export type AttemptOutcome = { allowed: boolean; retryAfterSeconds: number };
export type LimitAttempt = (rule: AttemptRule, key: string) => Promise<AttemptOutcome>;

/** The host's logger for this request (its lines carry the request id). */
export type RequestLog = { error: (fields: object, message: string) => void };

/** Per-request values the Fastify host hands to loaders, actions and the document renderer. */
export type RequestContext = {
  requestId: string;
  nonce: string;
  publicConfig: PublicConfig;
  user: SessionUser | null;
  /** The user's e-mail encrypted with the server-held key, for the analytics data layer ('' for visitors). */
  analyticsUserId: string;
  /** Counts one attempt on a key (server/plugins/attempt-limit.ts); actions refuse when it is not allowed. */
  limitAttempt: LimitAttempt;
  /** The client's address as the host sees it (TRUST_PROXY decides whether proxies are believed): per-IP limits. */
  clientIp?: string;
  /** The request's logger; without it (tests) errors go to the console. */
  log?: RequestLog;
  /** Given by a host that can write the rendered document's Node stream itself (server/plugins/rendered-body.ts). */
  renderedBody?: RenderedBody;
};

/**
 * The document renderer leaves its Node stream here; the host takes it and sends it as it is, skipping the
 * Response's web stream and its conversion back to a Node stream. Whoever reads the web stream first claims the
 * body instead (`node` is then null), so the stream is only ever read once.
 */
export type RenderedBody = { node: Readable | null };

// Kept out of the SSR bundle (see vite.config.ts) so the host and the routes share this one token.
export const requestContext = createContext<RequestContext>();
