import { z } from "zod";

const IATA_MESSAGE = "Código IATA no válido";
const iataCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, IATA_MESSAGE));

/**
 * Query of the last searches by city (SPEC 7): CodeDestination, CodeOrigin (default LIM), Type (default A).
 * Parameter names are the specification's so a client of the described system recognises them.
 */
export const LastSearchesQuerySchema = z
  .object({
    CodeDestination: iataCode,
    CodeOrigin: iataCode.default("LIM"),
    Type: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]$/, "Tipo no válido"))
      .default("A"),
  })
  .strict();

export type LastSearchesQuery = z.infer<typeof LastSearchesQuerySchema>;

/** SPEC 3, Flight offer (destination page). `total` is the round trip for one adult, in `currency` (USD). */
export type DestinationFlightOffer = {
  origin: string;
  originCode: string;
  destination: string;
  destinationCode: string;
  dateStart: string;
  dateEnd: string;
  total: number;
  currency: string;
};
