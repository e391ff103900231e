import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AttemptOutcome, AttemptRule, LimitAttempt } from "#request-context";

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;
type KeyedRequest = FastifyRequest & { attemptKey: string };

const limitersByApp = new WeakMap<object, Map<string, Limiter>>();

function sharedLimiters(app: FastifyInstance): Map<string, Limiter> {
  let limiters = limitersByApp.get(app.server);
  if (!limiters) {
    limiters = new Map();
    limitersByApp.set(app.server, limiters);
  }
  return limiters;
}

/**
 * Counts attempts on a key other than the IP (an e-mail address, say) in the rate limit's shared store (Redis when
 * configured, so every instance counts together), for API routes and page actions alike: `limitAttempt(request)`
 * gives the function the request's context hands to actions. One limiter per rule name.
 */
export function attemptLimiter(app: FastifyInstance): (request: FastifyRequest) => LimitAttempt {
  // Every plugin context of one app (the API's, the pages') shares the limiters, hence the counts, also with the
  // in-memory store: the contexts of one app share its HTTP server, which keys them.
  const limiters = sharedLimiters(app);
  const limiterFor = (rule: AttemptRule): Limiter => {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      limiter = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.timeWindowMs,
        keyGenerator: (request) => (request as KeyedRequest).attemptKey,
      });
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };
  return (request) =>
    async (rule, key): Promise<AttemptOutcome> => {
      // The request itself (route, URL) with the key beside it: the limiter reads the key, the allow-list the URL.
      const keyed = Object.assign(Object.create(request) as FastifyRequest, { attemptKey: `${rule.name}:${key}` });
      const outcome = await limiterFor(rule)(keyed);
      const allowed = outcome.isAllowed || !outcome.isExceeded;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(outcome.ttl / 1000)) };
    };
}
