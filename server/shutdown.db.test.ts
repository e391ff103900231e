import { connect, type AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { createTestDb } from "#tests/support/test-db.ts";
import { createShutdown } from "./start.ts";
import { buildTestApp } from "#tests/support/test-app.ts";

describe("graceful shutdown", () => {
  it("finishes in-flight requests, refuses new ones, closes the database, then exits 0", async () => {
    const db = await createTestDb();
    const closeDb = vi.spyOn(db, "close");
    const app = await buildTestApp(db);
    let release: () => void = () => undefined;
    let entered: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    app.get("/api/v1/test-slow", async () => {
      entered();
      await gate;
      return { done: true };
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const inFlight = fetch(`${base}/api/v1/test-slow`);
    await handlerEntered;

    const exit = vi.fn();
    const shutdown = createShutdown(app, 5000, exit);
    const finished = shutdown("SIGTERM");
    void shutdown("SIGINT"); // a second signal changes nothing
    await new Promise((resolve) => setTimeout(resolve, 50));

    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
    expect(exit).not.toHaveBeenCalled();

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await finished;
    expect(closeDb).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it("ends a socket a client opened and never used, so the shutdown does not wait for its deadline", async () => {
    const app = await buildTestApp(await createTestDb());
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    // A browser's preconnect: a connection with no request on it yet (Node's close() does not end it).
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const socketClosed = new Promise<void>((resolve) => socket.once("close", () => resolve()));

    const exit = vi.fn();
    // A deadline the test cannot reach: were the socket to hold the shutdown, the test would time out.
    await createShutdown(app, 60_000, exit)("SIGTERM");
    await socketClosed;
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });
});
