import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { loggableError, logSerializers } from "./log-serializers.ts";

const PERSONAL = ["Rosa Quispe", "rosa.quispe@example.pe", "+51 987 654 321"];

function failedQuery(): DrizzleQueryError {
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: "22021",
    detail: `Key (email)=(${PERSONAL[1] ?? ""}) already exists.`,
  });
  return new DrizzleQueryError("insert into contacts (name, email, phone) values ($1, $2, $3)", PERSONAL, cause);
}

describe("what the log keeps of an error", () => {
  it("keeps the SQL text and the codes of a failed query, never the values bound to it", () => {
    const logged = JSON.stringify(loggableError(failedQuery()));
    expect(logged).toContain("insert into contacts");
    expect(logged).toContain("22021");
    for (const value of PERSONAL) expect(logged).not.toContain(value);
  });

  it("is what the server's logger writes for errors and requests: no values, no query strings", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString("utf8"));
        callback();
      },
    });
    const app = Fastify({ logger: { level: "info", stream, serializers: logSerializers } });
    await app.register(errorHandlerPlugin);
    app.get("/x", async () => {
      throw failedQuery();
    });
    const response = await app.inject({ method: "GET", url: "/x?email=rosa.quispe%40example.pe&name=Rosa+Quispe" });
    await app.close();
    expect(response.statusCode).toBe(500);
    const log = lines.join("");
    expect(log).toContain("insert into contacts");
    for (const value of [...PERSONAL, "rosa.quispe%40example.pe", "Rosa+Quispe"]) expect(log).not.toContain(value);
  });
});
