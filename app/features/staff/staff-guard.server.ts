import { redirect } from "react-router";
import { getDb } from "#db";
import type { AuditActor } from "./audit.server.ts";
import { can, type StaffAction } from "./staff-roles.ts";
import { resolveStaffSession, staffTokenOf, type StaffSession, type StaffStage } from "./staff-session.server.ts";

const resolved = new WeakMap<Request, Promise<StaffSession | null>>();

/** The back-office session of a request (any stage), resolved once per request. */
export function staffSessionOf(request: Request): Promise<StaffSession | null> {
  let pending = resolved.get(request);
  if (!pending) {
    const token = staffTokenOf(request.headers.get("cookie"));
    pending = token ? resolveStaffSession(getDb(), token) : Promise.resolve(null);
    resolved.set(request, pending);
  }
  return pending;
}

export const SIGN_IN_PATH = "/gestion/ingresar";

/** Where a session in this stage continues: the second factor, its enrolment, or the sign-in. */
export function nextStepOf(session: { stage: StaffStage } | null): string {
  if (session?.stage === "password") return "/gestion/verificar";
  if (session?.stage === "enrol") return "/gestion/segundo-factor";
  return SIGN_IN_PATH;
}

/**
 * A signed-in staff member allowed to run `action` (PERMISSIONS in staff-roles.ts), or a thrown answer: the sign-in
 * (or the pending step) for a visitor, 403 for a role without the right. Every back-office loader and action calls it.
 */
export async function requireStaff(request: Request, action?: StaffAction): Promise<StaffSession> {
  const session = await staffSessionOf(request);
  if (session?.stage !== "full") {
    const url = new URL(request.url);
    const back = request.method === "GET" ? `?volver=${encodeURIComponent(url.pathname + url.search)}` : "";
    throw redirect(`${nextStepOf(session)}${session ? "" : back}`);
  }
  if (action && !can(session.staff.roles, action)) {
    throw new Response("No tienes permiso para esta acción.", { status: 403, statusText: "Forbidden" });
  }
  return session;
}

export function actorOf(session: StaffSession): AuditActor {
  return { id: session.staff.id, email: session.staff.email };
}
