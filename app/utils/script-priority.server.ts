import { Transform, type TransformCallback } from "node:stream";

/**
 * The page is server-rendered and readable before any script runs; the scripts only hydrate it. React Router's
 * `<Scripts>` preloads them with `<link rel="modulepreload">`, which browsers fetch at high priority, competing
 * with the stylesheet, the font and the first image on a slow connection. This stream marks those preloads
 * `fetchpriority="low"` (the priority a deferred script gets) so what paints the page arrives first
 * (docs/decisions/015-script-priority.md).
 *
 * The preloads are written in `<head>`, which React sends whole with the shell; the stream holds text until
 * `</head>`, rewrites it, then passes everything else through untouched. A head larger than `limit` is passed
 * through unchanged.
 */
export function lowPriorityModulePreloads(limit = 256 * 1024): Transform {
  let head = "";
  let done = false;
  const decoder = new TextDecoder();
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (done) return callback(null, chunk);
      head += decoder.decode(chunk, { stream: true });
      const end = head.indexOf("</head>");
      if (end === -1 && head.length < limit) return callback();
      done = true;
      const text = end === -1 ? head : markModulePreloadsLowPriority(head.slice(0, end)) + head.slice(end);
      head = "";
      callback(null, Buffer.from(text));
    },
    flush(callback: TransformCallback) {
      const rest = head + decoder.decode();
      callback(null, rest ? Buffer.from(rest) : undefined);
    },
  });
}

export function markModulePreloadsLowPriority(html: string): string {
  return html.replaceAll(
    /<link rel="modulepreload"(?![^>]*fetchpriority)/gi,
    '<link rel="modulepreload" fetchpriority="low"',
  );
}
