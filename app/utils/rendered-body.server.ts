import type { Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { RenderedBody } from "#request-context";

/**
 * The Response body of a rendered document. Without a host slot: the usual web stream over the Node stream. With
 * one: the Node stream is left in the slot for the host to send as it is, and the web stream reads nothing until
 * it is first read (if ever), which claims the Node stream back from the slot (docs/benchmarks.md, session 9).
 */
export function renderedBody(body: Readable, slot: RenderedBody | undefined): ReadableStream<Uint8Array> {
  if (!slot) return createReadableStreamFromReadable(body);
  slot.node = body;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const claim = () => {
    slot.node = null;
    return createReadableStreamFromReadable(body).getReader();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= claim();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel(reason: unknown) {
        if (reader) await reader.cancel(reason);
        else if (slot.node === body) {
          slot.node = null;
          body.destroy();
        }
      },
    },
    // Nothing is read before a reader asks: the host may still take the Node stream.
    { highWaterMark: 0 },
  );
}
