import { requestContext } from "#request-context";
import { orderDocumentResponse } from "#app/features/orders/index.server.ts";
import { hotelOrderDocument } from "#app/features/hotels/hotel-order.server.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import type { Route } from "./+types/hotel-order-document";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

// A paid hotel order's voucher PDF or calendar file, for its owner only (anyone else: 404).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  return orderDocumentResponse(await hotelOrderDocument(request, user, params.id, params.document));
}
