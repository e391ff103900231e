import { data } from "react-router";
import { AppError } from "#server/errors.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { actorOf } from "./staff-guard.server.ts";
import { formValues } from "./staff-form.tsx";
import { StaffInviteSchema, StaffRolesSchema } from "./staff-schemas.ts";
import type { StaffSession } from "./staff-session.server.ts";
import { changeStaff, inviteStaff, type StaffChange } from "./staff-users.server.ts";

const CHANGES = new Set(["roles", "disable", "enable", "reset-second-factor"]);

/** The staff page's posts: an invitation, or a change of one user (intent names it). */
export async function staffUsersAction(session: StaffSession, form: FormData) {
  const intent = form.get("intent");
  if (intent === "invite") {
    const values = formValues(form, ["email", "name"], ["roles"]);
    const shown = { email: String(values.email).slice(0, 254), name: String(values.name).slice(0, 80) };
    const parsed = StaffInviteSchema.safeParse(values);
    if (!parsed.success) {
      return data(
        { kind: "invite-error" as const, message: null, errors: fieldErrors(parsed.error), values: shown },
        { status: 400 },
      );
    }
    try {
      const { link } = await inviteStaff(parsed.data, actorOf(session));
      return data({ kind: "invited" as const, email: parsed.data.email, link });
    } catch (error) {
      if (error instanceof AppError && error.code === "CONFLICT") {
        return data(
          { kind: "invite-error" as const, message: error.message, errors: {}, values: shown },
          { status: 409 },
        );
      }
      throw error;
    }
  }
  const id = String(formValues(form, ["id"]).id);
  const version = String(formValues(form, ["version"]).version);
  if (typeof intent !== "string" || !CHANGES.has(intent) || !/^[0-9a-f-]{36}$/.test(id)) {
    return data({ kind: "change-error" as const, id, message: "Solicitud no válida." }, { status: 400 });
  }
  let change: StaffChange;
  if (intent === "roles") {
    const roles = StaffRolesSchema.safeParse(form.getAll("roles"));
    if (!roles.success)
      return data({ kind: "change-error" as const, id, message: "Elige al menos un rol." }, { status: 400 });
    change = { kind: "roles", roles: roles.data };
  } else {
    change = { kind: intent as Exclude<StaffChange["kind"], "roles"> };
  }
  try {
    await changeStaff({ staffUserId: id, version, change }, actorOf(session));
  } catch (error) {
    if (error instanceof AppError && (error.code === "CONFLICT" || error.code === "INVALID_DATA")) {
      return data(
        { kind: "change-error" as const, id, message: error.message },
        { status: error.code === "CONFLICT" ? 409 : 400 },
      );
    }
    if (error instanceof AppError && error.code === "NOT_FOUND") throw new Response("Not Found", { status: 404 });
    throw error;
  }
  return null;
}
