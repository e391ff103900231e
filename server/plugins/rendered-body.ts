import type { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { RenderedBody } from "#request-context";

const slots = new WeakMap<FastifyRequest, RenderedBody>();

/** The slot a page request's renderer leaves its Node stream in (app/utils/rendered-body.server.ts). */
export function renderedBodySlot(request: FastifyRequest): RenderedBody {
  const slot: RenderedBody = { node: null };
  slots.set(request, slot);
  return slot;
}

/**
 * Sends a rendered document's Node stream as it is, instead of the adapter's Node stream over the Response's web
 * stream over that same Node stream: two stream layers and a copy of every chunk less (docs/benchmarks.md,
 * session 9). Registered before every other onSend hook that reads the body (page cache, compression), so they
 * get the Node stream; the adapter's stream, not yet read, is dropped.
 */
export const renderedBodyPlugin = fp(
  async (app) => {
    app.addHook("onSend", (request, _reply, payload, done) => {
      const slot = slots.get(request);
      const node = slot?.node;
      if (!slot || !node || !isReadable(payload)) {
        done(null, payload);
        return;
      }
      slot.node = null;
      payload.destroy();
      done(null, node);
    });
  },
  { name: "rendered-body" },
);

function isReadable(payload: unknown): payload is Readable {
  return Boolean(payload) && typeof (payload as Readable).pipe === "function";
}
