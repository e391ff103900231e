import type { FastifyInstance } from "fastify";
import type { LimitAttempt } from "#request-context";
import { buildApp } from "#server/app.ts";
import type { DbHandle } from "#server/db/client.ts";
import { parseEnv } from "#server/env.ts";

export const TEST_SECRETS = {
  sessionSecret: "test-session-secret-0123456789abcdef0123456789",
  analyticsIdKey: "test-analytics-key-0123456789abcdef0123456789",
  sandboxGatewaySecret: "test-sandbox-gateway-secret-0123456789abcdef",
};

/**
 * The API app for `inject()` tests: no pages, silent logs, the given database and environment overrides. The job
 * poller is off (tests run due jobs themselves with runDueJobs) unless a test sets JOBS_ENABLED.
 */
export async function buildTestApp(db: DbHandle, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const parsed = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    RATE_LIMIT_MAX: "10000",
    JOBS_ENABLED: "false",
    ...env,
  });
  return buildApp({ env: parsed, secrets: TEST_SECRETS, db, pages: false, logger: false });
}

/** A page action's attempt limit that never refuses (tests of other behaviour). */
export const allowAllAttempts: LimitAttempt = () => Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
