import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { expect } from "@playwright/test";
import type { Db } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { personPayload, tokenIn } from "#tests/support/auth-test-helpers.ts";
import { PASSWORD } from "#tests/e2e/accounts-helpers.ts";
import { newVisitor, send, type Node, type Visitor } from "./http-visitor.ts";

export type Account = { email: string; firstName: string };

/** A first name no other run shows, so a page that carries it is that account's page. */
function uniqueFirstName(): string {
  const letters = Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join("");
  return `Ximena${letters}`;
}

/** Signs up on `signUpOn` and opens the e-mailed confirmation link on `confirmOn`. */
export async function confirmedAccount(db: Db, signUpOn: Node, confirmOn: Node): Promise<Account> {
  const firstName = uniqueFirstName();
  const email = `${firstName.toLowerCase()}@ejemplo.pe`;
  const signUp = await send(signUpOn, newVisitor(), "POST", "/api/v1/auth/register", {
    json: personPayload(email, { Firstname: firstName, Password: PASSWORD }),
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  let text = "";
  await expect
    .poll(async () => {
      const [mail] = await db
        .select({ text: emailOutbox.text })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, "confirm-email")))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1);
      text = mail?.text ?? "";
      return text.includes("/confirmacion/");
    })
    .toBe(true);
  const confirm = await send(confirmOn, newVisitor(), "POST", "/api/v1/auth/confirm-email", {
    json: { token: tokenIn(text, "/confirmacion") },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return { email, firstName };
}

/** Signs the visitor in on `node` (its session cookie is kept by the visitor). */
export async function signIn(node: Node, visitor: Visitor, account: Account): Promise<void> {
  const response = await send(node, visitor, "POST", "/api/v1/auth/login", {
    json: { username: account.email, password: PASSWORD, isPerson: true },
  });
  expect(((await response.json()) as { isSuccess: boolean }).isSuccess).toBe(true);
}
