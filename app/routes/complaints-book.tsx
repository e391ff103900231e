import { data, redirect } from "react-router";
import { requestContext } from "#request-context";
import { ComplaintsBookPage } from "#app/features/complaints/complaints-book-page.tsx";
import { formatLimaDateTime } from "#app/features/complaints/complaint-sheet.ts";
import { handleComplaintPost } from "#app/features/complaints/complaint-submit.server.ts";
import { complaintsMailbox } from "#app/features/complaints/complaints-config.server.ts";
import { loadComplaintStores } from "#app/features/complaints/complaints-service.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/complaints-book";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

export async function loader() {
  return {
    stores: await loadComplaintStores(),
    // A new key per page view: a double submit or a retried post of this form files once.
    idempotencyKey: crypto.randomUUID(),
    filedAtLabel: formatLimaDateTime(new Date().toISOString()),
    mailbox: complaintsMailbox(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await handleComplaintPost(request, context.get(requestContext).publicConfig.siteUrl);
  // Answered 200 with the messages: the page shows them (a 4xx would only add a console error; the API answers 4xx).
  if (!outcome.ok) return data(outcome.failure);
  return redirect(outcome.location, { headers: { "set-cookie": outcome.cookie } });
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Libro de Reclamaciones | Kuntur Viajes",
    description:
      "Registra tu reclamo o queja en el Libro de Reclamaciones virtual de Kuntur Viajes: recibirás la hoja en PDF por correo y la respuesta en un máximo de 15 días hábiles.",
    canonicalPath: "/libro-reclamaciones",
  });

export default function ComplaintsBook({ loaderData, actionData }: Route.ComponentProps) {
  return <ComplaintsBookPage data={loaderData} failure={actionData} />;
}
