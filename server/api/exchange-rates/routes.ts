import type { FastifyInstance } from "fastify";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/exchange-rate-service.server.ts";
import { AppError } from "#server/errors.ts";

/** GET /exchange-rates/current: the USD→PEN rate in force, with its date and source. */
export async function exchangeRateRoutes(app: FastifyInstance) {
  app.get("/current", async (_request, reply) => {
    const rate = await getCurrentExchangeRate();
    if (!rate) throw new AppError("NOT_FOUND", "No hay un tipo de cambio vigente.");
    reply.header("cache-control", "public, max-age=300");
    return rate;
  });
}
