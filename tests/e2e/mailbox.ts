// A real SMTP server for the e2e run: the server under test delivers its outbox there (SMTP_URL), and every
// message is written to a folder that the specs read, whichever worker process they run in.
import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1000);
export const MAILBOX_DIR = process.env.E2E_MAILBOX_DIR ?? `.tmp/e2e-mailbox-${E2E_SMTP_PORT}`;

export type DeliveredMail = { to: string[]; raw: string; receivedAt: number };

/** Starts the SMTP server; the returned function stops it. */
export async function startMailbox(): Promise<() => Promise<void>> {
  mkdirSync(MAILBOX_DIR, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail: DeliveredMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString("utf8"),
          receivedAt: Date.now(),
        };
        writeFileSync(join(MAILBOX_DIR, `${String(Date.now())}-${randomUUID()}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(E2E_SMTP_PORT, "127.0.0.1", () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every message delivered so far to an address (oldest first). */
export function deliveredTo(address: string): DeliveredMail[] {
  const wanted = address.toLowerCase();
  return readdirSync(MAILBOX_DIR)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(MAILBOX_DIR, file), "utf8")) as DeliveredMail)
    .filter((mail) => mail.to.includes(wanted));
}

/** The raw message with quoted-printable soft line breaks joined, for text assertions. */
export function unfolded(mail: DeliveredMail): string {
  return mail.raw.replace(/=\r?\n/g, "");
}
