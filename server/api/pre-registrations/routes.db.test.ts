import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PreRegistrationFormSchema } from "#app/features/pre-registration/pre-registration-schemas.ts";
import { toWireFields } from "#app/features/pre-registration/pre-registration-wire.ts";
import { countWrites, preparePreRegistrationDb } from "#tests/support/pre-registration-db.ts";
import { SAMPLE_CONTEXT, sampleForm } from "#tests/support/pre-registration-data.ts";
import type { DbHandle } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { preRegistrations } from "#server/db/schema/pre-registration.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";

/** A multipart/form-data body exactly as a browser's FormData would send it. */
async function multipart(fields: Array<[string, string]>) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

const sampleFields = () => toWireFields(PreRegistrationFormSchema.parse(sampleForm()), SAMPLE_CONTEXT);

describe("pre-registration API", () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let ip = 0;
  // Each test calls from its own address, so the per-IP look-up limit of one test does not leak into another.
  const nextIp = () => `10.0.0.${String(++ip)}`;

  const submit = async (fields: Array<[string, string]>, key: string | null = "clave-de-prueba-0001") => {
    const body = await multipart(fields);
    return app.inject({
      method: "POST",
      url: "/api/v1/pre-registrations",
      remoteAddress: nextIp(),
      payload: body.payload,
      headers: { ...body.headers, ...(key ? { "idempotency-key": key } : {}) },
    });
  };
  const search = (payload: unknown, remoteAddress = nextIp()) =>
    app.inject({ method: "POST", url: "/api/v1/pre-registrations/search", payload: payload as object, remoteAddress });

  beforeAll(async () => {
    handle = await createTestDb();
    await preparePreRegistrationDb(handle);
    app = await buildTestApp(handle);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await handle.db.delete(preRegistrations);
    await handle.db.delete(emailOutbox);
  });

  it("looks up a known document and returns only names and birth date", async () => {
    const response = await search({ TipoDocumento: "DNI", NumDocumento: "45871236" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      resultados: [
        { Nombres: "Lucía Fernanda", ApePaterno: "Quispe", ApeMaterno: "Mamani", FechaNacimiento: "14/03/1990" },
      ],
    });
    // The registry holds this person's e-mail and phone; neither may leave the server.
    expect(response.body).not.toContain("example.com");
    expect(response.body).not.toContain("987 111 201");
  });

  it("answers an unknown document with no results and a bad one with a 400", async () => {
    const unknown = await search({ TipoDocumento: "PAS", NumDocumento: "zz9999999" });
    expect(unknown.json()).toEqual({ resultados: [] });
    const bad = await search({ TipoDocumento: "DNI", NumDocumento: "1234" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      ResultadoError: true,
      code: "INVALID_DATA",
      issues: [{ path: "NumDocumento", message: "El DNI debe tener 8 dígitos" }],
    });
  });

  it("limits look-ups to 10 per minute per IP", async () => {
    const address = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await search({ TipoDocumento: "DNI", NumDocumento: "45871236" }, address)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    const limited = await search({ TipoDocumento: "DNI", NumDocumento: "45871236" }, address);
    expect(limited.json()).toMatchObject({ ResultadoError: true, code: "RATE_LIMITED" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await search({ TipoDocumento: "DNI", NumDocumento: "45871236" })).statusCode).toBe(200);
  });

  it("stores every passenger of a multipart submission and queues exactly one e-mail", async () => {
    const response = await submit(sampleFields());
    expect(response.statusCode).toBe(201);
    const body = response.json<{ ResultadoError: boolean; Mensaje: string; CodigoInscripcion: string }>();
    expect(body.ResultadoError).toBe(false);
    expect(body.Mensaje).toContain("Muchas gracias");
    expect(body.CodigoInscripcion).toMatch(/^CP-/);
    expect(await countWrites(handle)).toEqual({ registrations: 1, passengers: 2, emails: 1 });
    const [email] = await handle.db.select().from(emailOutbox);
    expect(email?.toAddress).toBe("lucia.quispe@example.com");
    expect(email?.text).toContain(body.CodigoInscripcion);
  });

  it("replays a retried submission with the same idempotency key", async () => {
    const first = await submit(sampleFields(), "clave-reintento-000001");
    const retry = await submit(sampleFields(), "clave-reintento-000001");
    expect(retry.statusCode).toBe(200);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect(await countWrites(handle)).toEqual({ registrations: 1, passengers: 2, emails: 1 });
  });

  it("answers a form with a bad passenger with a 400 naming the fields, and stores nothing", async () => {
    const fields = sampleFields().map(([name, value]): [string, string] =>
      name === "DetallesRegistrosSIT[1].FechaNacimiento" ? [name, "31/02/1990"] : [name, value],
    );
    const response = await submit(fields.filter(([name]) => name !== "DetallesRegistrosSIT[1].Email"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ResultadoError: true,
      Mensaje: "Los datos enviados no son válidos.",
      code: "INVALID_DATA",
      issues: [
        { path: "DetallesRegistrosSIT[1].FechaNacimiento", message: "Ingresa una fecha de nacimiento válida" },
        { path: "DetallesRegistrosSIT[1].Email", message: "Ingresa tu email" },
      ],
    });
    expect(await countWrites(handle)).toEqual({ registrations: 0, passengers: 0, emails: 0 });
  });

  it("refuses malformed bodies with a 4xx and stores nothing", async () => {
    const good = await multipart(sampleFields());
    const truncated = await app.inject({
      method: "POST",
      url: "/api/v1/pre-registrations",
      payload: good.payload.subarray(0, good.payload.length / 2),
      headers: { ...good.headers, "idempotency-key": "clave-truncada-000001" },
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({ ResultadoError: true, code: "INVALID_DATA" });

    const json = await app.inject({
      method: "POST",
      url: "/api/v1/pre-registrations",
      payload: Object.fromEntries(sampleFields()),
      headers: { "idempotency-key": "clave-json-0000000001" },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ ResultadoError: true, reason: "not_multipart" });

    const noKey = await submit(sampleFields(), null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ reason: "idempotency_key_required" });

    const repeated = await submit([...sampleFields(), ["idTienda", "3"]]);
    expect(repeated.json()).toMatchObject({ issues: [{ path: "idTienda", message: "Campo repetido" }] });

    const long = await submit([...sampleFields().filter(([n]) => n !== "otroMedio"), ["otroMedio", "x".repeat(600)]]);
    expect(long.json()).toMatchObject({ issues: [{ path: "otroMedio", message: "El valor es demasiado largo" }] });

    const tooMany = await submit(Array.from({ length: 301 }, (_, i): [string, string] => [`campo${String(i)}`, "x"]));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ ResultadoError: true });

    const form = new FormData();
    for (const [name, value] of sampleFields()) form.append(name, value);
    form.append("adjunto", new Blob(["%PDF-1.4"], { type: "application/pdf" }), "dni.pdf");
    const withFile = new Request("http://localhost/", { method: "POST", body: form });
    const file = await app.inject({
      method: "POST",
      url: "/api/v1/pre-registrations",
      payload: Buffer.from(await withFile.arrayBuffer()),
      headers: {
        "content-type": withFile.headers.get("content-type") ?? "",
        "idempotency-key": "clave-archivo-000001",
      },
    });
    expect(file.statusCode).toBe(413);

    expect(await countWrites(handle)).toEqual({ registrations: 0, passengers: 0, emails: 0 });
  });
  it("refuses control characters in any field and an e-mail outside the sign-up rule, saving nothing", async () => {
    const fields = sampleFields();
    const emailField = fields.find(([name]) => /Email$/.test(name))?.[0] ?? "";
    expect(emailField).not.toBe("");
    const cases: Array<[Array<[string, string]>, string, string]> = [
      [
        fields.map(([name, value]) => [name, name === "otroMedio" ? "a\u0000b" : value]),
        "otroMedio",
        "Contiene caracteres no permitidos.",
      ],
      [
        fields.map(([name, value]) => [name, name === emailField ? "lucia\u0001@correo.pe" : value]),
        emailField,
        "Contiene caracteres no permitidos.",
      ],
      [fields.map(([name, value]) => [name, name === emailField ? "<script>alert(1)</script>@x.com" : value]), "", ""],
    ];
    for (const [index, [body, path, message]] of cases.entries()) {
      const response = await submit(body, `clave-de-control-000${String(index)}`);
      expect(response.statusCode).toBe(400);
      if (path) expect(JSON.stringify(response.json())).toContain(message);
    }
    expect(await handle.db.$count(preRegistrations)).toBe(0);
    expect(await handle.db.$count(emailOutbox)).toBe(0);
  });
});
