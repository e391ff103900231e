import type { FastifyInstance, FastifyReply } from "fastify";
import { bankLogoSvg } from "./gateway-bank-steps.ts";
import { escapeHtml, field, formatAmount, page } from "./gateway-html.ts";
import { findByCode, moveSession } from "./gateway-store.ts";
import type { GatewayOptions } from "./gateway-types.ts";

type Context = GatewayOptions & { kick: () => void; now: () => Date };

function limaTime(date: Date): string {
  return date.toLocaleString("es-PE", { timeZone: "America/Lima", dateStyle: "long", timeStyle: "short" });
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);
}

function payCodePage(values: { codigo?: string; error?: string; done?: string } = {}): string {
  const body = `<h1>Pagar un código (simulador de banco)</h1>
<p>Simula el pago de un código en banca por internet, agente o ventanilla. Al pagarlo, la pasarela avisa a la tienda.</p>
${values.done ? `<div class="note" role="status">${values.done}</div>` : ""}
${values.error ? `<div class="alert" role="alert"><p>${escapeHtml(values.error)}</p></div>` : ""}
<form method="post" action="/pasarela-demo/pagar-codigo" novalidate>
${field({ id: "codigo", label: "Código de pago", hint: "El código de 9 dígitos que te dio la tienda", error: values.error, attributes: `inputmode="numeric" maxlength="12" required value="${escapeHtml(values.codigo ?? "")}"` })}
<div class="check"><input type="checkbox" id="tardio" name="tardio" value="si"><label for="tardio">Pagar aunque el código haya vencido (prueba de un pago tardío)</label></div>
<button type="submit">Pagar código</button>
</form>`;
  return page("Pagar un código", body);
}

/** The tester's bank simulator: enter a cash code and 'pay' it, which sends the merchant the notification. */
export async function cashRoutes(app: FastifyInstance, options: Context) {
  const { db } = options;

  app.get("/pasarela-demo/pagar-codigo", async (_request, reply) => html(reply, 200, payCodePage()));

  app.post("/pasarela-demo/pagar-codigo", async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const codigo = typeof body.codigo === "string" ? body.codigo.trim().slice(0, 12) : "";
    const late = body.tardio === "si";
    const session = await findByCode(db, codigo);
    if (!session)
      return html(reply, 404, payCodePage({ codigo, error: "No encontramos ese código de pago. Revisa los dígitos." }));
    if (session.status === "approved" || session.status === "refunded") {
      return html(reply, 409, payCodePage({ codigo, error: "Este código ya fue pagado." }));
    }
    if (session.status === "cancelled") {
      return html(reply, 409, payCodePage({ codigo, error: "La tienda anuló este código: ya no se puede pagar." }));
    }
    const expired = session.expiresAt !== null && session.expiresAt <= options.now();
    if (expired && !late) {
      const when = session.expiresAt ? limaTime(session.expiresAt) : "";
      return html(reply, 410, payCodePage({ codigo, error: `Este código venció el ${when}.` }));
    }
    const moved = await moveSession(
      db,
      session.id,
      ["pending"],
      "approved",
      { submittedAt: options.now() },
      options.now(),
    );
    if (!moved) return html(reply, 409, payCodePage({ codigo, error: "Este código ya no se puede pagar." }));
    options.kick();
    const done = `Pagaste ${escapeHtml(formatAmount(moved.amountMinor, moved.currency))} (${escapeHtml(moved.description)}). La tienda recibirá el aviso de pago.`;
    return html(reply, 200, payCodePage({ done }));
  });

  app.get<{ Params: { file: string } }>("/pasarela-demo/bancos/:file", async (request, reply) => {
    const svg = bankLogoSvg(request.params.file.replace(/\.svg$/, ""));
    if (!svg) return reply.status(404).send("");
    return reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(svg);
  });
}
