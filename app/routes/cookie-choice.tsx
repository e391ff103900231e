import { redirect } from "react-router";
import { cookieChoiceHeader, postedChoice, safeReturnPath } from "#app/features/consent/cookie-choice.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/cookie-choice";

/** The cookie prompt's buttons without JavaScript: the choice is kept in a cookie and the visitor goes back. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readPostedForm(request);
  const choice = postedChoice(form.get("eleccion"));
  if (!choice) throw new Response("Elección no válida", { status: 400, statusText: "Bad Request" });
  return redirect(safeReturnPath(form.get("volver")), {
    status: 303,
    headers: { "set-cookie": cookieChoiceHeader(choice) },
  });
}

// Only by POST; a GET (a prefetch, a crawler) just goes home.
export function loader() {
  return redirect("/");
}

export default function CookieChoice() {
  return null;
}
