import { Transform, type TransformCallback } from "node:stream";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from "./deferred-hydration.ts";

const HEAD_END = Buffer.from("</head>");
const MODULE_TYPE = Buffer.from(' type="module"');
const SCRIPT_OPEN = Buffer.from("<script");
const TAG_END = 0x3e; // ">"
const DEFERRED_TYPE = Buffer.from(` type="${DEFERRED_MODULE_TYPE}"`);
/** Longest text a `<script ... type="module"` opening can span before this stream must decide (attributes: nonce, async). */
const CARRY = 200;

function deferModulePreloads(head: string): string {
  return head.replaceAll(/<link rel="modulepreload"/g, `<link rel="${DEFERRED_PRELOAD_REL}"`);
}

/** Where the first ` type="module"` inside a `<script` opening tag starts, or -1. */
function moduleTypeAt(bytes: Buffer): number {
  for (let at = bytes.indexOf(MODULE_TYPE); at !== -1; at = bytes.indexOf(MODULE_TYPE, at + 1)) {
    const open = bytes.lastIndexOf(SCRIPT_OPEN, at);
    if (open === -1) continue;
    const close = bytes.indexOf(TAG_END, open);
    if (close === -1 || close > at) return at;
  }
  return -1;
}

/**
 * The transform: holds the bytes up to `</head>` (React writes the head whole with the shell) and rewrites the
 * preloads; then scans the body for React Router's module script, keeping a short tail between chunks so a tag cut
 * in two is still found, and passes everything after it through untouched. It works on bytes (only the head is
 * decoded): the body of a large page is searched, not decoded and encoded again. A document that never closes its
 * head within `limit` bytes, or has no preloads, is passed through unchanged.
 */
export function deferHydrationScripts(limit = 256 * 1024): Transform {
  let phase: "head" | "body" | "done" = "head";
  let pending: Buffer | null = null;
  const nonEmpty = (bytes: Buffer) => (bytes.length > 0 ? bytes : undefined);

  function scanBody(bytes: Buffer): Buffer {
    const at = moduleTypeAt(bytes);
    if (at !== -1) {
      phase = "done";
      return Buffer.concat([bytes.subarray(0, at), DEFERRED_TYPE, bytes.subarray(at + MODULE_TYPE.length)]);
    }
    const keep = Math.min(CARRY, bytes.length);
    pending = Buffer.from(bytes.subarray(bytes.length - keep));
    return bytes.subarray(0, bytes.length - keep);
  }

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (phase === "done") return callback(null, chunk);
      const bytes = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = null;
      if (phase === "body") return callback(null, nonEmpty(scanBody(bytes)));
      const end = bytes.indexOf(HEAD_END);
      if (end === -1) {
        if (bytes.length < limit) {
          pending = bytes;
          return callback();
        }
        phase = "done";
        return callback(null, bytes);
      }
      // `end` is at "<": the head before it is whole UTF-8.
      const head = bytes.toString("utf8", 0, end);
      const deferred = deferModulePreloads(head);
      if (deferred === head) {
        phase = "done";
        return callback(null, bytes);
      }
      phase = "body";
      callback(null, Buffer.concat([Buffer.from(deferred), scanBody(bytes.subarray(end))]));
    },
    flush(callback: TransformCallback) {
      callback(null, pending ? nonEmpty(pending) : undefined);
    },
  });
}
