import { data } from "react-router";
import { ComplaintLookup } from "#app/features/complaints/complaint-lookup.tsx";
import { ComplaintsFrame } from "#app/features/complaints/complaints-frame.tsx";
import { viewCookie } from "#app/features/complaints/complaint-submit.server.ts";
import { ComplaintLookupSchema } from "#app/features/complaints/complaints-schemas.ts";
import { lookupComplaint } from "#app/features/complaints/complaint-viewing.server.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { buildMeta } from "#app/utils/seo.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/complaints-lookup";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

const NOT_FOUND_MESSAGE =
  "No encontramos una hoja con ese número y correo electrónico. Revisa los datos e inténtalo de nuevo.";

export async function action({ request }: Route.ActionArgs) {
  const form = await readPostedForm(request);
  // A refused look-up shows the values again, each cut near its field's limit (an e-mail has at most 254).
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 254) : "";
  };
  const values = { sheetNumber: text("sheetNumber"), email: text("email") };
  const parsed = ComplaintLookupSchema.safeParse(values);
  if (!parsed.success) {
    return data({
      found: false as const,
      message: "Revisa los campos marcados.",
      errors: fieldErrors(parsed.error),
      values,
    });
  }
  const found = await lookupComplaint(parsed.data);
  // One answer for an unknown number and for a wrong e-mail: the look-up tells nothing about other people's sheets.
  if (!found) return data({ found: false as const, message: NOT_FOUND_MESSAGE, errors: {}, values });
  return data(
    { found: true as const, result: found.result },
    { headers: { "set-cookie": viewCookie(found.viewToken) } },
  );
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Consulta tu hoja de reclamación | Kuntur Viajes",
    description:
      "Consulta el estado y la respuesta de tu reclamo o queja con el número de hoja y tu correo electrónico.",
    canonicalPath: "/libro-reclamaciones/consulta",
  });

export default function ComplaintsLookup({ actionData }: Route.ComponentProps) {
  return (
    <ComplaintsFrame
      title="Consulta tu hoja de reclamación"
      lead="Ingresa el número de tu hoja y el correo con el que la registraste."
    >
      <ComplaintLookup state={actionData} />
    </ComplaintsFrame>
  );
}
