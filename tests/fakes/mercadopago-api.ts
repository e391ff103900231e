/**
 * Test code only: a local fake of the Mercado Pago API endpoints our provider uses, following the public
 * documentation (POST /checkout/preferences, GET /v1/payments/:id, GET /v1/payments/search, POST
 * /v1/payments/:id/refunds, PUT /v1/payments/:id with status "cancelled"). Used by Vitest (through a fetch wrapper) and by the production-server e2e test
 * (MERCADOPAGO_API_URL pointed at it).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakePayment = {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string;
  transaction_amount: number;
  currency_id: string;
  installments: number;
  payment_method_id: string;
  card: { last_four_digits: string };
};

export type FakeMercadoPago = {
  /** Where it listens: http://127.0.0.1:<port>. */
  base: string;
  payments: Map<number, FakePayment>;
  preferences: Array<{
    body: Record<string, unknown>;
    idempotencyKey: string | undefined;
    authorization: string | undefined;
  }>;
  refunds: Array<{ paymentId: number; amount: number; idempotencyKey: string | undefined }>;
  /** The payments cancelled through PUT /v1/payments/:id. */
  cancellations: number[];
  close: () => Promise<void>;
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeMercadoPago(): Promise<FakeMercadoPago> {
  const fake: Omit<FakeMercadoPago, "close" | "base"> = {
    payments: new Map(),
    preferences: [],
    refunds: [],
    cancellations: [],
  };
  let preferenceCount = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      const key = request.headers["x-idempotency-key"];
      const idempotencyKey = Array.isArray(key) ? key[0] : key;
      if (request.method === "POST" && url.pathname.replace(/\/$/, "") === "/checkout/preferences") {
        const body = await readJson(request);
        fake.preferences.push({ body, idempotencyKey, authorization: request.headers.authorization });
        const id = `123456-pref-${String(++preferenceCount)}`;
        send(201, { id, init_point: `https://www.mercadopago.com.pe/checkout/v1/redirect?pref_id=${id}`, ...body });
        return;
      }
      if (request.method === "GET" && url.pathname === "/v1/payments/search") {
        const reference = url.searchParams.get("external_reference");
        const results = [...fake.payments.values()].filter((item) => item.external_reference === reference).reverse();
        send(200, { paging: { total: results.length, limit: 30, offset: 0 }, results });
        return;
      }
      const refund = /^\/v1\/payments\/(\d+)\/refunds$/.exec(url.pathname);
      if (request.method === "POST" && refund) {
        const body = await readJson(request);
        fake.refunds.push({ paymentId: Number(refund[1]), amount: Number(body.amount), idempotencyKey });
        send(201, { id: 777, payment_id: Number(refund[1]), amount: body.amount, status: "approved" });
        return;
      }
      const payment = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
      // "Create cancellation": only the status "cancelled", only from pending, in_process or authorized.
      if (request.method === "PUT" && payment) {
        const body = await readJson(request);
        const found = fake.payments.get(Number(payment[1]));
        if (!found) send(404, { message: "Payment not found", error: "not_found", status: 404, cause: [] });
        else if (body.status === undefined || body.status === null)
          send(400, { message: "Status attribute can't be null", status: 400, cause: [{ code: 4017 }] });
        else if (body.status !== "cancelled")
          send(400, { message: "Invalid status for update", status: 400, cause: [{ code: 2016 }] });
        else if (!["pending", "in_process", "authorized"].includes(found.status)) {
          const message = "The action requested is not valid for the current payment state";
          send(400, { message, status: 400, cause: [{ code: 2018 }] });
        } else {
          found.status = "cancelled";
          found.status_detail = "by_collector";
          fake.cancellations.push(found.id);
          send(200, found);
        }
        return;
      }
      if (request.method === "GET" && payment) {
        const found = fake.payments.get(Number(payment[1]));
        if (found) send(200, found);
        else send(404, { message: "Payment not found", error: "not_found", status: 404, cause: [] });
        return;
      }
      send(404, { message: "not found", status: 404 });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    ...fake,
    base,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
