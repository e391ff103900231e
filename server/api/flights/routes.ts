import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { priceOffer, searchFlights } from "#flights";
import { readSearchRequest } from "#app/features/flights/flight-search-request.server.ts";
import { AppError } from "#server/errors.ts";

const OfferQuerySchema = z.strictObject({
  /** One option id per slice, comma-separated; the offer's first schedules when absent. */
  opciones: z.string().max(2_000).optional(),
  familia: z
    .string()
    .regex(/^[A-Z0-9]{2}-[A-Z]{2,12}$/, "Familia de tarifa no válida.")
    .optional(),
});

/**
 * GET /flights/search?<results URL query> (decision 011's parameters): every supplier's offers for a search.
 * GET /flights/offers/:id: re-prices an offer (other schedules of it with `opciones`, another family with
 * `familia`): 200 with the current price, 404 unknown or forged id, 410 expired, 409 sold out.
 */
export async function flightRoutes(app: FastifyInstance) {
  app.get("/search", async (request, reply) => {
    const params = new URLSearchParams(request.url.split("?")[1] ?? "");
    const read = await readSearchRequest(params);
    if (!read.ok) throw new AppError("INVALID_DATA", undefined, { issues: read.issues });
    const result = await searchFlights(read.search);
    reply.header("cache-control", "no-store");
    return result;
  });

  app.get<{ Params: { id: string } }>("/offers/:id", async (request, reply) => {
    const query = OfferQuerySchema.parse(request.query);
    const priced = await priceOffer(request.params.id, {
      optionIds: query.opciones?.split(","),
      fareFamilyCode: query.familia,
    });
    reply.header("cache-control", "no-store");
    if (priced.status === "not_found") throw new AppError("NOT_FOUND", "No encontramos esta oferta.");
    if (priced.status === "expired") {
      throw new AppError("GONE", "La oferta venció. Vuelve a buscar para ver los precios actuales.", {
        reason: "expired",
      });
    }
    if (priced.status === "sold_out") {
      throw new AppError("CONFLICT", "Ya no quedan asientos a este precio. Vuelve a buscar para ver otras opciones.", {
        reason: "sold_out",
      });
    }
    return priced;
  });
}
