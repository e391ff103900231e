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

/** The message's plain-text part, its quoted-printable or base64 undone (UTF-8), non-breaking spaces as plain ones. */
export function plainText(mail: DeliveredMail): string {
  for (const section of mail.raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = "", ...rest] = section.split(/\r?\n\r?\n/);
    const headers = head.replace(/\r?\n[ \t]+/g, " ");
    if (!/^content-type:\s*text\/plain/im.test(headers)) continue;
    const body = rest.join("\n\n").replace(/\r?\n--[^\r\n]+--\s*$/, "");
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    const text =
      encoding === "quoted-printable"
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, "")
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8")
        : encoding === "base64"
          ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
          : body;
    return text.replace(/\u00a0/g, " ").replace(/\r\n/g, "\n");
  }
  return "";
}

/** The order core's signed 'Ver mi reserva' link (decision 050) in the first message to `address` that has one. */
export function orderLinkFor(address: string): string | null {
  for (const mail of deliveredTo(address)) {
    const link = /https?:\/\/\S+\/mis-reservas\/abrir\?enlace=[\w.-]+/.exec(plainText(mail))?.[0];
    if (link) return link;
  }
  return null;
}
