import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import type { Db } from "#server/db/client.ts";
import { totpCode } from "#app/features/staff/totp.server.ts";
import { inviteStaff } from "#app/features/staff/staff-users.server.ts";
import { newVisitor, send, type Node, type Visitor } from "./http-visitor.ts";

const PASSWORD = "una frase larga y secreta";

export type StaffMember = { email: string; name: string; secret: string };

const form = (values: Record<string, string>) => new URLSearchParams(values);

/**
 * An administrator invited in the database (as `npm run staff:create` does), who sets the password and starts the
 * enrolment on `startOn` and confirms the app's code on `confirmOn`, with document posts as a form without
 * JavaScript sends them. Returns the staff member and the visitor holding the full session.
 */
export async function enrolledAdministrator(
  db: Db,
  startOn: Node,
  confirmOn: Node,
): Promise<{ member: StaffMember; visitor: Visitor }> {
  const tag = randomBytes(4).toString("hex");
  const email = `admin-${tag}@kuntur.test`;
  const name = `Ana Torres ${tag}`;
  const { link } = await inviteStaff(
    { email, name, roles: ["administrador"] },
    { id: null, email: "staff:create" },
    db,
  );
  const visitor = newVisitor();
  const activate = await send(startOn, visitor, "POST", new URL(link).pathname, {
    form: form({ password: PASSWORD, repeatPassword: PASSWORD }),
  });
  expect(activate.status(), await activate.text()).toBe(302);
  expect(activate.headers().location).toBe("/gestion/segundo-factor");
  const enrolment = await send(startOn, visitor, "GET", "/gestion/segundo-factor");
  const secret = /data-testid="totp-secret"[^>]*>([^<]+)</.exec(await enrolment.text())?.[1]?.replace(/\s/g, "") ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const confirmed = await send(confirmOn, visitor, "POST", "/gestion/segundo-factor", {
    form: form({ code: totpCode(secret) }),
  });
  const page = await confirmed.text();
  expect(confirmed.status(), page).toBe(200);
  expect(page).toContain("Guarda tus códigos de recuperación");
  expect(page.match(/<li>[A-Za-z0-9-]+<\/li>/g)).toHaveLength(10);
  return { member: { email, name, secret }, visitor };
}

/** Password on `passwordOn`, then a fresh code of the app on `codeOn`: the visitor then holds a full session. */
export async function staffSignIn(passwordOn: Node, codeOn: Node, member: StaffMember): Promise<Visitor> {
  const visitor = newVisitor();
  const signIn = await send(passwordOn, visitor, "POST", "/gestion/ingresar", {
    form: form({ email: member.email, password: PASSWORD }),
  });
  expect(signIn.headers().location, await signIn.text()).toBe("/gestion/verificar");
  // The next step's code: the enrolment used the current one, and a code is accepted once.
  const verify = await send(codeOn, visitor, "POST", "/gestion/verificar", {
    form: form({ code: totpCode(member.secret, new Date(Date.now() + 30_000)) }),
  });
  expect(verify.headers().location, await verify.text()).toBe("/gestion");
  return visitor;
}

/** Whether the visitor's session opens the back office's home on `node` as this staff member. */
export async function staffHomeOf(node: Node, visitor: Visitor): Promise<string> {
  const home = await send(node, visitor, "GET", "/gestion");
  expect(home.status(), node.name).toBe(200);
  return home.text();
}
