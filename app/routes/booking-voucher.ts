import { requestContext } from "#request-context";
import { readOwnBooking } from "#app/features/flights/booking/booking-owner.server.ts";
import { voucherDocument } from "#app/features/flights/booking/voucher-download.server.ts";
import type { Route } from "./+types/booking-voucher";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

// The voucher PDF of a paid booking, for its owner only (anyone else: 404, as for an unknown booking).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, publicConfig } = context.get(requestContext);
  const found = await readOwnBooking(request, user, params.id);
  const pdf = found ? await voucherDocument(found.booking, publicConfig.siteUrl) : null;
  if (!pdf) {
    return new Response("No encontramos el voucher de esta reserva.", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
    });
  }
  return new Response(new Blob([pdf.content as Uint8Array<ArrayBuffer>]), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${pdf.fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
