import { Transform, type TransformCallback } from "node:stream";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from "./deferred-hydration.ts";

const HEAD_END = "</head>";
const MODULE_SCRIPT = /<script([^>]*) type="module"/;
/** Longest text a `<script ... type="module"` opening can span before this stream must decide (attributes: nonce, async). */
const CARRY = 200;

function deferModulePreloads(head: string): string {
  return head.replaceAll(/<link rel="modulepreload"/g, `<link rel="${DEFERRED_PRELOAD_REL}"`);
}

function deferModuleScript(html: string): { html: string; found: boolean } {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return { html, found: false };
  const replaced = `<script${match[1]} type="${DEFERRED_MODULE_TYPE}"`;
  return { html: html.slice(0, match.index) + replaced + html.slice(match.index + match[0].length), found: true };
}

/**
 * The transform: holds the text up to `</head>` (React writes the head whole with the shell) and rewrites the
 * preloads; then scans the body for React Router's module script, keeping a short tail between chunks so a tag cut
 * in two is still found, and passes everything after it through untouched. A document that never closes its head
 * within `limit` characters, or has no preloads, is passed through unchanged.
 */
export function deferHydrationScripts(limit = 256 * 1024): Transform {
  let phase: "head" | "body" | "done" = "head";
  let pending = "";
  const decoder = new TextDecoder();
  const encode = (text: string) => (text ? Buffer.from(text) : undefined);

  function scanBody(text: string): string {
    const { html, found } = deferModuleScript(text);
    if (found) {
      phase = "done";
      return html;
    }
    pending = text.slice(-CARRY);
    return text.slice(0, -CARRY || undefined);
  }

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (phase === "done") return callback(null, chunk);
      const text = pending + decoder.decode(chunk, { stream: true });
      pending = "";
      if (phase === "body") return callback(null, encode(scanBody(text)));
      const end = text.indexOf(HEAD_END);
      if (end === -1) {
        if (text.length < limit) {
          pending = text;
          return callback();
        }
        phase = "done";
        return callback(null, encode(text));
      }
      const head = text.slice(0, end);
      const deferred = deferModulePreloads(head);
      if (deferred === head) {
        phase = "done";
        return callback(null, encode(text));
      }
      phase = "body";
      callback(null, encode(deferred + HEAD_END + scanBody(text.slice(end + HEAD_END.length))));
    },
    flush(callback: TransformCallback) {
      callback(null, encode(pending + decoder.decode()));
    },
  });
}
