import { inflateSync } from "node:zlib";

/**
 * The streams of a PDF we produce, inflated (pdf-lib compresses them with Flate). A stream is read by its dictionary's
 * `/Length`, not up to the next "endstream": compressed bytes may end in a carriage return, which a pattern would take
 * for the line break before "endstream" and cut off, and that page's text would be lost.
 */
export function pdfStreams(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString("latin1");
  return [...raw.matchAll(/\/Length (\d+)[^<>]*>>\s*stream\r?\n/g)].map((match) => {
    const start = match.index + match[0].length;
    const body = raw.slice(start, start + Number(match[1]));
    try {
      return inflateSync(Buffer.from(body, "latin1")).toString("latin1");
    } catch {
      return body;
    }
  });
}

/**
 * The text of a PDF we produce, one line per `Tj` operator (pdf-lib writes standard-font text as WinAnsi hex; Latin-1
 * covers the Spanish letters), with non-breaking spaces as plain ones.
 */
export function pdfText(bytes: Uint8Array): string {
  return pdfStreams(bytes)
    .flatMap((content) => [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)])
    .map((match) => Buffer.from(match[1] ?? "", "hex").toString("latin1"))
    .join("\n")
    .replace(/\u00a0/g, " ");
}
