// Helpers of the accounts API tests: sign-up payloads, outbox and cookie readers.
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { DbHandle } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { JOB_HANDLERS } from "#server/jobs/handlers.ts";
import { runDueJobs } from "#server/jobs/jobs.ts";

export const SITE = "http://localhost:3000";
export const COOKIE = "__Host-kv_session";
/** Cheap hashing in API tests; the production cost is tested once in password-hash.test.ts. */
export const TEST_ENV = { PASSWORD_HASH_COST: "10" };

export function personPayload(email: string, overrides: Record<string, unknown> = {}) {
  return {
    Firstname: "Rosa",
    FatherLastname: "Huamán",
    MotherLastname: "Quispe",
    Email: email,
    Password: "cusco2025",
    IsPerson: true,
    Ruc: "",
    BusinessName: "",
    ...overrides,
  };
}

export function post(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: "POST",
    url,
    payload: payload as Record<string, unknown>,
    headers: { origin: SITE },
    ...(cookie ? { cookies: { [COOKIE]: cookie } } : {}),
  });
}

export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === COOKIE);
}

/** Runs the due jobs, as the worker would: recovery and re-sent confirmations are queued by a job (issue 15). */
export async function runJobs(db: DbHandle): Promise<void> {
  await runDueJobs(db.db, JOB_HANDLERS);
}

/** The last outbox message of a template to an address (after the due jobs ran). */
export async function lastEmail(db: DbHandle, to: string, template: string) {
  await runJobs(db);
  const [row] = await db.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return row;
}

export function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path}/([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in the e-mail`);
  return match[1];
}

/** Signs up and confirms through the outbox link; returns the confirmed account's e-mail. */
export async function confirmedAccount(app: FastifyInstance, db: DbHandle, email: string, overrides = {}) {
  await post(app, "/api/v1/auth/register", personPayload(email, overrides));
  const message = await lastEmail(db, email, "confirm-email");
  const token = tokenIn(message?.text ?? "", "/confirmacion");
  await post(app, "/api/v1/auth/confirm-email", { token });
  return email;
}

export async function logIn(app: FastifyInstance, email: string, password = "cusco2025", isPerson = true) {
  const response = await post(app, "/api/v1/auth/login", { username: email, password, isPerson });
  return { response, token: sessionCookieOf(response)?.value };
}

export async function userByEmail(db: DbHandle, email: string) {
  const [row] = await db.db.select().from(users).where(eq(users.email, email));
  return row;
}
