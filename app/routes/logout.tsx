import { redirect } from "react-router";
import { logoutFromRequest } from "#app/features/accounts/logout.server.ts";
import type { Route } from "./+types/logout";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

/** 'Cerrar sesión' (SPEC 4): the session ends server-side, the cookie is cleared, and the visitor goes home. */
export async function action({ request }: Route.ActionArgs) {
  return redirect("/", { headers: await logoutFromRequest(request) });
}

// Signing out only by POST (a link prefetch or crawler must not end a session); a GET just goes home.
export function loader() {
  return redirect("/");
}

export default function Logout() {
  return null;
}
