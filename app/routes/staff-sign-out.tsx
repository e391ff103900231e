import { redirect } from "react-router";
import { getDb } from "#db";
import { staffSessionOf } from "#app/features/staff/staff-guard.server.ts";
import { clearedStaffCookie, deleteStaffSessionByHash } from "#app/features/staff/staff-session.server.ts";
import type { Route } from "./+types/staff-sign-out";

// POST /gestion/salir: ends the back-office session (a GET changes nothing).
export async function action({ request }: Route.ActionArgs) {
  const session = await staffSessionOf(request);
  if (session) await deleteStaffSessionByHash(getDb(), session.tokenHash);
  throw redirect("/gestion/ingresar", { headers: { "set-cookie": clearedStaffCookie() } });
}

export function loader() {
  throw redirect("/gestion");
}
