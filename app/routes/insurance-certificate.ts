import { getDb } from "#db";
import { requestContext } from "#request-context";
import { readInsuranceOrder } from "#app/features/insurance/insurance-order-access.server.ts";
import { policyCertificate } from "#app/features/insurance/policy-documents.server.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import type { Route } from "./+types/insurance-certificate";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

// The policy certificate PDF for the viewers of its /conformidad page (anyone else: 404, as for an unknown policy).
export async function loader({ request, context }: Route.LoaderArgs) {
  const policyNumber = new URL(request.url).searchParams.get("poliza") ?? "";
  const read = await readInsuranceOrder(request, context.get(requestContext).user, policyNumber);
  const pdf = read ? await policyCertificate(getDb(), read) : null;
  if (!pdf) {
    return new Response("No encontramos el certificado de esta póliza.", {
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
