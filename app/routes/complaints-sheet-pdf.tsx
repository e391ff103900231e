import { viewTokenFrom } from "#app/features/complaints/complaint-submit.server.ts";
import { sheetPdfForViewer } from "#app/features/complaints/complaint-viewing.server.ts";
import type { Route } from "./+types/complaints-sheet-pdf";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

// The sheet's PDF, under the same rule as the sheet itself.
export async function loader({ request, params }: Route.LoaderArgs) {
  const pdf = await sheetPdfForViewer(params.sheetNumber, viewTokenFrom(request.headers.get("cookie")));
  if (!pdf) {
    return new Response("No encontramos esta hoja.", {
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
