import type { FastifyInstance, FastifyReply } from "fastify";
import { CHALLENGE_CODE, outcomeOf } from "./gateway-cards.ts";
import { cardFormPage, challengePage, checkCard, finishedPage, type CardForm } from "./gateway-card-form.ts";
import { findSession, moveSession, type SessionRow } from "./gateway-store.ts";
import type { GatewayOptions } from "./gateway-types.ts";

type Context = GatewayOptions & { kick: () => void; now: () => Date };

/** Back to the merchant, as real gateways do, with the merchant's reference in the query. */
export function returnUrlOf(session: SessionRow): string | null {
  if (!session.returnUrl) return null;
  const url = new URL(session.returnUrl);
  url.searchParams.set("external_reference", session.merchantReference);
  return url.toString();
}

function text(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === "string" ? value.slice(0, 100) : "";
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);
}

function notFound(reply: FastifyReply) {
  return html(
    reply,
    404,
    '<!doctype html><html lang="es-PE"><title>No encontrado</title><p>Esta sesión de pago no existe.</p></html>',
  );
}

/** The hosted card page and the 3-D Secure challenge (GET shows, POST submits; no scripts). */
export async function cardRoutes(app: FastifyInstance, options: Context) {
  const { db } = options;

  app.get<{ Params: { id: string } }>("/pasarela-demo/tarjeta/:id", async (request, reply) => {
    const session = await findSession(db, request.params.id);
    if (!session || session.kind !== "card") return notFound(reply);
    if (session.status === "challenge") return reply.redirect(`/pasarela-demo/3ds/${session.id}`, 303);
    if (session.status !== "pending") return html(reply, 200, finishedPage(session, returnUrlOf(session)));
    return html(reply, 200, cardFormPage(session, options.partnerBanks));
  });

  app.post<{ Params: { id: string } }>("/pasarela-demo/tarjeta/:id", async (request, reply) => {
    const session = await findSession(db, request.params.id);
    if (!session || session.kind !== "card") return notFound(reply);
    if (session.status !== "pending") return html(reply, 409, finishedPage(session, returnUrlOf(session)));
    const form: CardForm = {
      numero: text(request.body, "numero"),
      vencimiento: text(request.body, "vencimiento"),
      cvv: text(request.body, "cvv"),
      titular: text(request.body, "titular"),
      documento: text(request.body, "documento"),
      cuotas: text(request.body, "cuotas") || "1",
    };
    const checked = checkCard(form, options.now());
    // The page again with the errors (200: a browser treats a 4xx document as a failed load).
    if ("errors" in checked) return html(reply, 200, cardFormPage(session, options.partnerBanks, form, checked.errors));
    const { card } = checked;
    const { outcome, issuer } = outcomeOf(card.number);
    const details = {
      cardBrand: card.brand,
      cardLast4: card.last4,
      installments: card.installments,
      issuerBank: issuer,
    };
    if (outcome.kind === "challenge") {
      await moveSession(db, session.id, ["pending"], "challenge", { ...details, challengePasses: outcome.passes });
      return reply.redirect(`/pasarela-demo/3ds/${session.id}`, 303);
    }
    const moved =
      outcome.kind === "timeout"
        ? await moveSession(db, session.id, ["pending"], "processing", { ...details, submittedAt: options.now() })
        : outcome.kind === "approved"
          ? await moveSession(
              db,
              session.id,
              ["pending"],
              "approved",
              { ...details, submittedAt: options.now() },
              options.now(),
            )
          : await moveSession(
              db,
              session.id,
              ["pending"],
              "declined",
              { ...details, submittedAt: options.now(), declineReason: outcome.reason },
              options.now(),
            );
    options.kick();
    const after = moved ?? session;
    return reply.redirect(returnUrlOf(after) ?? `/pasarela-demo/tarjeta/${session.id}`, 303);
  });

  app.get<{ Params: { id: string } }>("/pasarela-demo/3ds/:id", async (request, reply) => {
    const session = await findSession(db, request.params.id);
    if (!session || session.kind !== "card") return notFound(reply);
    if (session.status !== "challenge") return html(reply, 200, finishedPage(session, returnUrlOf(session)));
    return html(reply, 200, challengePage(session));
  });

  app.post<{ Params: { id: string } }>("/pasarela-demo/3ds/:id", async (request, reply) => {
    const session = await findSession(db, request.params.id);
    if (!session || session.kind !== "card") return notFound(reply);
    if (session.status !== "challenge") return html(reply, 409, finishedPage(session, returnUrlOf(session)));
    const cancelled = text(request.body, "accion") === "cancelar";
    const code = text(request.body, "codigo").trim();
    if (!cancelled && !/^\d{6}$/.test(code)) {
      return html(reply, 200, challengePage(session, "Ingresa el código de 6 dígitos que te enviamos."));
    }
    const passes = !cancelled && session.challengePasses === true && code === CHALLENGE_CODE;
    const moved = passes
      ? await moveSession(db, session.id, ["challenge"], "approved", { submittedAt: options.now() }, options.now())
      : await moveSession(
          db,
          session.id,
          ["challenge"],
          "declined",
          { submittedAt: options.now(), declineReason: "authentication_failed" },
          options.now(),
        );
    options.kick();
    return reply.redirect(returnUrlOf(moved ?? session) ?? `/pasarela-demo/3ds/${session.id}`, 303);
  });
}
