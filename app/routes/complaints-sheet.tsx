import { ComplaintsFrame } from "#app/features/complaints/complaints-frame.tsx";
import { ComplaintSheetView } from "#app/features/complaints/complaint-sheet-view.tsx";
import { viewTokenFrom } from "#app/features/complaints/complaint-submit.server.ts";
import { findSheetForViewer } from "#app/features/complaints/complaint-viewing.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/complaints-sheet";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

// A filed sheet, only for the browser that filed it or looked it up with number + e-mail (decision 019).
export async function loader({ request, params }: Route.LoaderArgs) {
  const sheet = await findSheetForViewer(params.sheetNumber, viewTokenFrom(request.headers.get("cookie")));
  if (!sheet) throw new Response(null, { status: 404 });
  return { sheet, justFiled: new URL(request.url).searchParams.has("nueva") };
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    // Called with the error (and no data) when the sheet is not this visitor's.
    title: args.error ? "Hoja no disponible | Kuntur Viajes" : `${args.loaderData.sheet.title} | Kuntur Viajes`,
    description: "Tu hoja de reclamación del Libro de Reclamaciones virtual de Kuntur Viajes.",
    noIndex: true,
  });

export default function ComplaintsSheet({ loaderData }: Route.ComponentProps) {
  return (
    <ComplaintsFrame title={loaderData.sheet.title}>
      <ComplaintSheetView sheet={loaderData.sheet} justFiled={loaderData.justFiled} />
    </ComplaintsFrame>
  );
}
