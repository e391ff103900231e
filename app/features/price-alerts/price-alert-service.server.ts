import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import { getDb, type Tx } from "#db";
import { destinationContents, priceAlerts } from "#server/db/schema/destination-content.ts";
import { AppError } from "#server/errors.ts";
import { listUnsubscribeHeaders } from "#server/mail/headers.ts";
import { enqueueEmail } from "#server/mail/outbox.ts";
import {
  priceAlertLinks,
  renderPriceAlertAlreadyActive,
  renderPriceAlertConfirmation,
  renderPriceAlertDrop,
  type PriceAlertRouteNames,
} from "./price-alert-emails.server.ts";
import type { PriceAlertRequest, PriceAlertSubscribeResult } from "./price-alert-schemas.ts";

/** A confirmation link works this long. */
export const CONFIRMATION_VALID_DAYS = 7;
/** A repeated subscription re-sends the confirmation at most this often (no inbox flooding). */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60 * 1000;

export const PRICE_ALERT_TEXT = {
  /** Every accepted subscription gets this same answer, new or not (issue 15): the e-mail says the rest. */
  requested: "¡Listo! Revisa tu correo (también la carpeta de spam): te escribimos sobre tu alerta de precios.",
  invalidLink: "El enlace no es válido o ya no está vigente.",
  unknownPage: "La página de destino no existe.",
} as const;

type PriceAlertRow = typeof priceAlerts.$inferSelect;

const newToken = () => randomBytes(32).toString("base64url");
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** City names of the alert's route: from its landing page, else the IATA codes. */
async function routeNames(tx: Tx, alert: Pick<PriceAlertRow, "idWebSeo" | "originIata" | "destinationIata">) {
  const [page] = await tx
    .select({ origin: destinationContents.ciudadNombre, destination: destinationContents.ciudadDestino })
    .from(destinationContents)
    .where(
      alert.idWebSeo
        ? eq(destinationContents.id, alert.idWebSeo)
        : and(
            eq(destinationContents.iata, alert.destinationIata),
            eq(destinationContents.originIata, alert.originIata),
          ),
    )
    .limit(1);
  return page ?? { origin: alert.originIata, destination: alert.destinationIata };
}

async function queueConfirmation(tx: Tx, alert: PriceAlertRow, confirmToken: string, siteUrl: string) {
  const links = priceAlertLinks(siteUrl, { confirmToken, unsubscribeToken: alert.unsubscribeToken });
  const names: PriceAlertRouteNames = await routeNames(tx, alert);
  const email = renderPriceAlertConfirmation(
    names,
    { confirmUrl: links.confirmUrl ?? "", unsubscribeUrl: links.unsubscribeUrl },
    CONFIRMATION_VALID_DAYS,
  );
  await enqueueEmail(tx, {
    // One message per confirm token: a retried transaction never queues it twice.
    dedupeKey: `price-alert-confirm:${alert.confirmTokenHash}`,
    template: "price-alert-confirmation",
    to: alert.email,
    ...email,
    metadata: { priceAlertId: alert.id, headers: listUnsubscribeHeaders(links.unsubscribeUrl) },
  });
}

/** What happened, for the server's logs and tests; the visitor always gets the same answer. */
export type PriceAlertOutcomeKind = "created" | "resent" | "pending" | "already-active";

const accepted = (outcome: PriceAlertOutcomeKind): PriceAlertSubscribeResult & { outcome: PriceAlertOutcomeKind } => ({
  status: "pending",
  message: PRICE_ALERT_TEXT.requested,
  outcome,
});

/**
 * Subscribes an e-mail to a route's price alerts (double opt-in): a new or re-activated subscription is stored
 * pending with its consent time and gets a confirmation e-mail; a pending duplicate is recognised (confirmation
 * re-sent at most every 10 minutes); the owner of an active one is told so by e-mail. The answer is the same in
 * every case, so it does not tell anyone whether an address is subscribed (issue 15).
 */
export async function subscribePriceAlert(
  input: PriceAlertRequest,
  options: { siteUrl: string; now?: Date },
): Promise<PriceAlertSubscribeResult & { outcome: PriceAlertOutcomeKind }> {
  const now = options.now ?? new Date();
  return getDb().transaction(async (tx) => {
    if (input.idWebSeo !== undefined) {
      const [page] = await tx
        .select({ id: destinationContents.id })
        .from(destinationContents)
        .where(eq(destinationContents.id, input.idWebSeo));
      if (!page) throw new AppError("NOT_FOUND", PRICE_ALERT_TEXT.unknownPage);
    }
    const confirmToken = newToken();
    const fresh = {
      consentAt: now,
      confirmTokenHash: hashToken(confirmToken),
      confirmationSentAt: now,
      updatedAt: now,
    };
    const [created] = await tx
      .insert(priceAlerts)
      .values({
        email: input.email,
        originIata: input.originIata,
        destinationIata: input.destinationIata,
        idWebSeo: input.idWebSeo ?? null,
        unsubscribeToken: newToken(),
        createdAt: now,
        ...fresh,
      })
      .onConflictDoNothing({ target: [priceAlerts.email, priceAlerts.originIata, priceAlerts.destinationIata] })
      .returning();
    if (created) {
      await queueConfirmation(tx, created, confirmToken, options.siteUrl);
      return accepted("created");
    }

    const [existing] = await tx
      .select()
      .from(priceAlerts)
      .where(
        and(
          eq(priceAlerts.email, input.email),
          eq(priceAlerts.originIata, input.originIata),
          eq(priceAlerts.destinationIata, input.destinationIata),
        ),
      )
      .for("update");
    if (!existing) throw new AppError("CONFLICT");
    if (existing.status === "active") {
      // The owner hears that it is already active (at most once per resend window); the visitor, the usual answer.
      const window = Math.floor(now.getTime() / CONFIRMATION_RESEND_AFTER_MS);
      const links = priceAlertLinks(options.siteUrl, { unsubscribeToken: existing.unsubscribeToken });
      await enqueueEmail(tx, {
        dedupeKey: `price-alert-active:${existing.id}:${String(window)}`,
        template: "price-alert-already-active",
        to: existing.email,
        ...renderPriceAlertAlreadyActive(await routeNames(tx, existing), links.unsubscribeUrl),
        metadata: { priceAlertId: existing.id, headers: listUnsubscribeHeaders(links.unsubscribeUrl) },
      });
      return accepted("already-active");
    }
    const wasPending = existing.status === "pending";
    if (wasPending && now.getTime() - existing.confirmationSentAt.getTime() < CONFIRMATION_RESEND_AFTER_MS) {
      return accepted("pending");
    }
    // Re-send (new token: the old link stops working) or re-subscribe after an unsubscription.
    const [updated] = await tx
      .update(priceAlerts)
      .set({
        ...fresh,
        status: "pending",
        confirmedAt: null,
        unsubscribedAt: null,
        idWebSeo: input.idWebSeo ?? existing.idWebSeo,
      })
      .where(eq(priceAlerts.id, existing.id))
      .returning();
    if (!updated) throw new AppError("CONFLICT");
    await queueConfirmation(tx, updated, confirmToken, options.siteUrl);
    return accepted(wasPending ? "resent" : "created");
  });
}

export type PriceAlertOutcome = {
  status: PriceAlertRow["status"];
  /** Nothing changed: the link had already been used. */
  alreadyDone: boolean;
  origin: string;
  destination: string;
  /** The landing page of the route, to go back to. */
  slug: string | null;
};

async function outcome(tx: Tx, alert: PriceAlertRow, alreadyDone: boolean): Promise<PriceAlertOutcome> {
  const names = await routeNames(tx, alert);
  const [page] = alert.idWebSeo
    ? await tx
        .select({ slug: destinationContents.slug })
        .from(destinationContents)
        .where(eq(destinationContents.id, alert.idWebSeo))
    : [];
  return { status: alert.status, alreadyDone, ...names, slug: page?.slug ?? null };
}

/** Confirms a subscription from its e-mail link; idempotent. An unsubscribed alert stays unsubscribed. */
export async function confirmPriceAlert(token: string, now: Date = new Date()): Promise<PriceAlertOutcome> {
  return getDb().transaction(async (tx) => {
    const [alert] = await tx
      .select()
      .from(priceAlerts)
      .where(eq(priceAlerts.confirmTokenHash, hashToken(token)))
      .for("update");
    if (!alert) throw new AppError("NOT_FOUND", PRICE_ALERT_TEXT.invalidLink);
    if (alert.status !== "pending") return outcome(tx, alert, true);
    const expiresAt = alert.confirmationSentAt.getTime() + CONFIRMATION_VALID_DAYS * 86_400_000;
    if (now.getTime() > expiresAt) throw new AppError("NOT_FOUND", PRICE_ALERT_TEXT.invalidLink, { reason: "expired" });
    const [confirmed] = await tx
      .update(priceAlerts)
      .set({ status: "active", confirmedAt: now, updatedAt: now })
      .where(eq(priceAlerts.id, alert.id))
      .returning();
    return outcome(tx, confirmed ?? alert, false);
  });
}

/** Unsubscribes in one step from the link of any alert e-mail; idempotent. */
export async function unsubscribePriceAlert(token: string, now: Date = new Date()): Promise<PriceAlertOutcome> {
  return getDb().transaction(async (tx) => {
    const [alert] = await tx.select().from(priceAlerts).where(eq(priceAlerts.unsubscribeToken, token)).for("update");
    if (!alert) throw new AppError("NOT_FOUND", PRICE_ALERT_TEXT.invalidLink);
    if (alert.status === "unsubscribed") return outcome(tx, alert, true);
    const [done] = await tx
      .update(priceAlerts)
      .set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now })
      .where(eq(priceAlerts.id, alert.id))
      .returning();
    return outcome(tx, done ?? alert, false);
  });
}

export type FoundFare = {
  originIata: string;
  destinationIata: string;
  /** Round-trip total for one adult, taxes and charges included, US$ minor units. */
  totalMinor: number;
  amount: string;
  dates: string;
  /** Absolute URL of the search that found it. */
  searchUrl: string;
};

/**
 * A search found a fare (issue 16): every active alert of the route that has not been told of one as low is
 * e-mailed through the outbox, once per alert and fare (the conditional update and the dedupe key make a repeat or a
 * concurrent search send nothing more). Returns how many alerts were notified.
 */
export async function notifyPriceDrop(fare: FoundFare, siteUrl: string, now: Date = new Date()): Promise<number> {
  return getDb().transaction(async (tx) => {
    const notified = await tx
      .update(priceAlerts)
      .set({ lastNotifiedTotalMinor: fare.totalMinor, lastNotifiedAt: now, updatedAt: now })
      .where(
        and(
          eq(priceAlerts.originIata, fare.originIata),
          eq(priceAlerts.destinationIata, fare.destinationIata),
          eq(priceAlerts.status, "active"),
          or(isNull(priceAlerts.lastNotifiedTotalMinor), gt(priceAlerts.lastNotifiedTotalMinor, fare.totalMinor)),
        ),
      )
      .returning();
    for (const alert of notified) {
      const links = priceAlertLinks(siteUrl, { unsubscribeToken: alert.unsubscribeToken });
      await enqueueEmail(tx, {
        dedupeKey: `price-alert-drop:${alert.id}:${String(fare.totalMinor)}`,
        template: "price-alert-drop",
        to: alert.email,
        ...renderPriceAlertDrop(await routeNames(tx, alert), fare, links.unsubscribeUrl),
        metadata: { priceAlertId: alert.id, headers: listUnsubscribeHeaders(links.unsubscribeUrl) },
      });
    }
    return notified.length;
  });
}
