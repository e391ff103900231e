import type { AirlineInfo, AirportInfo, OutletFare } from "#app/features/flights/flight-offer-types.ts";
import { flightReferenceData, outletFares } from "#flights";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";

export type TravelOutletPage =
  | {
      kind: "fares";
      fares: OutletFare[];
      airlines: Record<string, AirlineInfo>;
      airports: Record<string, AirportInfo>;
      rate: string | null;
    }
  | { kind: "unavailable" };

/** /traveloutlet: the inventory's last seats at a discount, one per destination, biggest saving first. */
export async function loadTravelOutlet(log: (error: unknown) => void): Promise<TravelOutletPage> {
  try {
    const fares = await outletFares();
    const [reference, rate] = await Promise.all([
      flightReferenceData(
        [...new Set(fares.map((fare) => fare.carrier))],
        [...new Set(fares.flatMap((fare) => [fare.origin, fare.destination]))],
      ),
      getCurrentExchangeRate(),
    ]);
    return { kind: "fares", fares, ...reference, rate: rate?.amount ?? null };
  } catch (error) {
    log(error);
    return { kind: "unavailable" };
  }
}
