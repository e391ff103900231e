import { getDocumentPdf } from "#app/features/legal/pdf-render.server.ts";
import { findPublishedDocument } from "#app/features/legal/published-documents.ts";
import type { Route } from "./+types/documents";

/** Our PDF documents (/documentos/<name>.pdf), rendered on first request, then served from memory. */
export async function loader({ params }: Route.LoaderArgs) {
  const document = findPublishedDocument(params.file);
  if (!document) throw new Response("Documento no encontrado", { status: 404 });
  const bytes = await getDocumentPdf(document);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(bytes.byteLength),
      "content-disposition": `inline; filename="${document.fileName}"`,
      "cache-control": "public, max-age=3600",
      // Chromium's PDF viewer is a plugin: the site-wide `object-src 'none'` would leave the frame blank.
      "content-security-policy":
        "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    },
  });
}
