import { requestContext } from "#request-context";
import { packageOrderDocument } from "#app/features/packages/package-order.server.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import type { Route } from "./+types/package-order-document";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

// A paid package order's voucher PDF or calendar file, for its owner only (anyone else: 404).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  const kind = params.document === "voucher" ? "voucher" : params.document === "calendario" ? "calendar" : null;
  const file = kind ? await packageOrderDocument(request, user, params.id, kind) : null;
  if (!file) {
    return new Response("No encontramos este documento de la reserva.", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
    });
  }
  return new Response(new Blob([file.content as Uint8Array<ArrayBuffer>]), {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
