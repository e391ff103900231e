import { describe, expect, it } from "vitest";
import { can, PERMISSIONS, STAFF_ACTIONS, STAFF_ROLES } from "./staff-roles.ts";

describe("the permission table", () => {
  it("lets the administrator run every action", () => {
    for (const action of STAFF_ACTIONS) expect(can(["administrador"], action)).toBe(true);
  });

  it("lets any other role run only the actions its row names", () => {
    for (const role of STAFF_ROLES.filter((candidate) => candidate !== "administrador")) {
      for (const action of STAFF_ACTIONS) {
        expect(can([role], action), `${role} ${action}`).toBe(
          (PERMISSIONS[action] as readonly string[]).includes(role),
        );
      }
    }
  });

  it("gives a user with several roles the union of their rights, and a user with none nothing", () => {
    expect(can(["atencion", "contenido"], "complaints.answer")).toBe(true);
    expect(can(["atencion", "contenido"], "content.promo.write")).toBe(true);
    expect(can(["atencion", "contenido"], "staff.invite")).toBe(false);
    for (const action of STAFF_ACTIONS) expect(can([], action)).toBe(false);
  });

  it("keeps staff users and the audit trail to the administrator", () => {
    for (const action of ["staff.read", "staff.invite", "staff.update", "audit.read"] as const) {
      expect(STAFF_ROLES.filter((role) => can([role], action))).toEqual(["administrador"]);
    }
  });
});
