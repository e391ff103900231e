import { formatMoney } from "#app/utils/money.ts";
import type { DestinationOfferView } from "./destination-offers.ts";
import type { DestinationPageContent } from "./destination-content-types.ts";

/**
 * The hero's lead: the route and, when a recent fare is known, the cheapest one (the page's promise). Computed by
 * the loader, so the money formatting stays out of the page's first load.
 */
export function heroIntro(
  { content, offers }: { content: DestinationPageContent["content"]; offers: readonly DestinationOfferView[] },
  origin: string,
): string {
  const route = `${origin} a ${content.ciudadDestino}, ${content.paisDestino}`;
  const cheapest = offers[0];
  if (!cheapest) {
    return `Busca vuelos ida y vuelta de ${route}. Compara tarifas, crea una alerta de precio y reserva con la asesoría de nuestras tiendas en Lima y regiones.`;
  }
  return `Vuelos ida y vuelta de ${route}, desde ${formatMoney(cheapest.totalMinor, cheapest.currency)} por persona. Compara las tarifas más baratas de búsquedas recientes, crea una alerta de precio y reserva con la asesoría de nuestras tiendas.`;
}
