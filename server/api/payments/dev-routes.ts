import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Money } from "#app/features/payments/payment-contract.ts";
import {
  readPayment,
  refreshPayment,
  registerPayable,
  startPayment,
} from "#app/features/payments/payments-service.server.ts";
import type { Db } from "#server/db/client.ts";
import { safeReturnPath } from "#app/utils/safe-return.ts";
import { AppError } from "#server/errors.ts";

/** A payable kind that exists only with the development pages: lets e2e tests drive the gateway without a product. */
const DEMO_KIND = "dev-demo";
const demoAmounts = new Map<string, Money>();

const StartSchema = z.strictObject({
  method: z.enum(["card", "cash"]).default("card"),
  amountMinor: z.number().int().positive().max(10_000_000).default(45_990),
  currency: z.enum(["USD", "PEN"]).default("USD"),
  // A path of this site ("/", "/procesando/x"), never "//host" or "/\\host".
  returnPath: z
    .string()
    .max(200)
    .refine((value) => safeReturnPath(value) !== null)
    .default("/"),
});

/** Development only (DEV_PAGES or outside production): start a demo payment, read it. Never in production. */
export async function paymentDevRoutes(app: FastifyInstance, options: { db: Db; siteUrl: string }) {
  registerPayable(DEMO_KIND, {
    amountDue: async (_tx, id) => demoAmounts.get(id) ?? null,
    onApproved: async () => "accepted",
  });

  app.post("/dev/start", async (request, reply) => {
    const input = StartSchema.parse(request.body ?? {});
    const id = randomUUID();
    const amount: Money = { amountMinor: input.amountMinor, currency: input.currency };
    demoAmounts.set(id, amount);
    const started = await startPayment(options.db, {
      payable: { kind: DEMO_KIND, id },
      method: input.method,
      amount,
      description: "Pago de prueba (desarrollo)",
      buyer: { email: "pruebas@example.pe", firstName: "Rosa", lastName: "Quispe" },
      idempotencyKey: randomUUID(),
      returnUrl: new URL(input.returnPath, options.siteUrl).toString(),
    });
    reply.header("cache-control", "no-store");
    return started;
  });

  app.get<{ Params: { id: string } }>("/dev/:id", async (request, reply) => {
    const view =
      (await refreshPayment(options.db, request.params.id)) ?? (await readPayment(options.db, request.params.id));
    if (!view) throw new AppError("NOT_FOUND", "No encontramos ese pago.");
    reply.header("cache-control", "no-store");
    return view;
  });
}
