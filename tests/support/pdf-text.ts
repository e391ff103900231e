import { inflateSync } from "node:zlib";

/**
 * The text of a PDF we produce, one line per `Tj` operator: inflate every Flate stream and decode the hex strings
 * (pdf-lib writes standard-font text as WinAnsi hex; Latin-1 covers the Spanish letters).
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      content = match[1] ?? "";
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(text[1] ?? "", "hex").toString("latin1"));
    }
  }
  return lines.join("\n").replace(/\u00a0/g, " ");
}
