import { lt, and, eq } from "drizzle-orm";
import { ACCOUNT_EMAIL_JOB_HANDLERS } from "#app/features/accounts/account-email-jobs.server.ts";
import { PAYMENT_JOB_HANDLERS } from "#app/features/payments/payment-jobs.server.ts";
import { scheduledJobs } from "#server/db/schema/platform.ts";
import { purgeIdempotencyKeys } from "#server/idempotency.ts";
import { purgeEndedCheckouts } from "#app/features/flights/checkout/checkout-session.server.ts";
import { PRODUCT_JOB_HANDLERS } from "#server/products.ts";
import { ORDER_JOB_HANDLERS } from "#app/features/orders/index.server.ts";
import type { JobHandler } from "./jobs.ts";
import { APPOINTMENT_JOB_HANDLERS } from "#app/features/appointments/appointment-service.server.ts";

const DAY_MS = 86_400_000;
/** Finished jobs are kept this long for inspection. */
const DONE_JOB_RETENTION_DAYS = 7;

/** Daily housekeeping: forgets old idempotency keys, finished jobs and checkouts ended a day ago. */
const purgePlatformRecords: JobHandler = async (_payload, { db, log }) => {
  const keys = await purgeIdempotencyKeys(db);
  const checkouts = await purgeEndedCheckouts(db);
  const cutoff = new Date(Date.now() - DONE_JOB_RETENTION_DAYS * DAY_MS);
  const jobs = await db
    .delete(scheduledJobs)
    .where(and(eq(scheduledJobs.status, "done"), lt(scheduledJobs.updatedAt, cutoff)))
    .returning({ id: scheduledJobs.id });
  log.info({ idempotencyKeys: keys, jobs: jobs.length, checkouts }, "purged old platform records");
  return { runAgainAt: new Date(Date.now() + DAY_MS) };
};

export const PURGE_JOB = { kind: "platform.purge", key: "platform.purge" } as const;

/**
 * Every kind of scheduled job and its handler: the one map the worker uses. A feature adds its line here, importing
 * its handler from its `*.server.ts` (e.g. "appointments.reminder"); a product's jobs come with its module
 * (server/products.ts, e.g. "bookings.release-promo").
 */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [PURGE_JOB.kind]: purgePlatformRecords,
  ...ACCOUNT_EMAIL_JOB_HANDLERS,
  ...PAYMENT_JOB_HANDLERS,
  ...ORDER_JOB_HANDLERS,
  ...PRODUCT_JOB_HANDLERS,
  ...APPOINTMENT_JOB_HANDLERS,
};
