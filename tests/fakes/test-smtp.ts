// Test helper: a real SMTP server (smtp-server) on a free loopback port that keeps what it receives.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedEmail = {
  to: string[];
  raw: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
};

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeWord(value: string): string {
  // Whitespace between two adjacent encoded words is not part of the text (RFC 2047).
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function header(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  const match = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded);
  return match?.[1]?.trim() ?? "";
}

/** Body of the first MIME part of the given type, transfer-decoded. */
function part(raw: string, type: string): string {
  const sections = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const section of sections) {
    const [head = "", ...rest] = section.split(/\r?\n\r?\n/);
    if (!header(head, "Content-Type").toLowerCase().startsWith(type)) continue;
    const body = rest.join("\n\n").replace(/\r?\n--[^\r\n]+--\s*$/, "");
    const encoding = header(head, "Content-Transfer-Encoding").toLowerCase();
    if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
    if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    return body;
  }
  return "";
}

export type TestSmtp = {
  url: string;
  received: ReceivedEmail[];
  /** Waits until a message matching the predicate arrives (polling), or throws after `timeoutMs`. */
  waitFor: (predicate: (email: ReceivedEmail) => boolean, timeoutMs?: number) => Promise<ReceivedEmail>;
  close: () => Promise<void>;
};

/** Starts an SMTP server; `rejectFirst` transient 451 rejections come before it accepts. */
export async function startTestSmtp(
  options: { rejectFirst?: number; rejectAlways550?: boolean } = {},
): Promise<TestSmtp> {
  const received: ReceivedEmail[] = [];
  let rejectionsLeft = options.rejectFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.rejectAlways550) {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (rejectionsLeft > 0) {
          rejectionsLeft -= 1;
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const [head = ""] = raw.split(/\r?\n\r?\n/);
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: decodeWord(header(head, "Subject")),
          messageId: header(head, "Message-ID"),
          text: part(raw, "text/plain"),
          html: part(raw, "text/html"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = received.find(predicate);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error("No matching e-mail arrived at the test SMTP server");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
