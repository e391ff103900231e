import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { sampleComplaint } from "#tests/support/complaint-data.ts";
import { complaintAttachments, complaints } from "#server/db/schema/complaints.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { seedNationalHolidays } from "#server/db/seed/holidays.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

function multipart(fields: Record<string, string>, files: Array<{ name: string; type: string; content: Buffer }>) {
  const boundary = "----kvcomplaint1234";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const textFields = () =>
  Object.fromEntries(Object.entries(sampleComplaint()).map(([key, value]) => [key, String(value)])) as Record<
    string,
    string
  >;

describe("complaints API", () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let key = 0;
  const newKey = () => `api-complaint-key-${String(++key).padStart(4, "0")}`;

  async function rows() {
    const [c] = await handle.db.select({ n: count() }).from(complaints);
    const [e] = await handle.db.select({ n: count() }).from(emailOutbox);
    const [a] = await handle.db.select({ n: count() }).from(complaintAttachments);
    return { complaints: c?.n ?? 0, emails: e?.n ?? 0, attachments: a?.n ?? 0 };
  }

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedNationalHolidays(handle.db);
    app = await buildTestApp(handle, { COMPLAINTS_RATE_LIMIT_MAX: "8" });
  });
  afterAll(async () => {
    await app.close();
  });

  it("files a JSON complaint once per Idempotency-Key and replays a retry", async () => {
    const idempotencyKey = newKey();
    const request = {
      method: "POST" as const,
      url: "/api/v1/complaints",
      headers: { "idempotency-key": idempotencyKey },
      payload: sampleComplaint(),
    };
    const first = await app.inject(request);
    expect(first.statusCode).toBe(201);
    const body = first.json<{ isSuccess: boolean; sheetNumber: string; status: string }>();
    expect(body).toMatchObject({ isSuccess: true, status: "recibido" });
    expect(body.sheetNumber).toMatch(/^\d{9}-\d{4}$/);
    const retry = await app.inject(request);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect(await rows()).toMatchObject({ complaints: 1, emails: 2 });
  });

  it("answers 400 with the field errors and saves nothing", async () => {
    const before = await rows();
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/complaints",
      headers: { "idempotency-key": newKey() },
      payload: sampleComplaint({ email: "no-es-correo", isMinor: true, detail: "" }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; issues: Array<{ path: string; message: string }> }>();
    expect(body.code).toBe("INVALID_DATA");
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "email", message: "El valor ingresado no tiene formato de email." },
        { path: "detail", message: "Escribe el detalle de tu reclamo o queja" },
        { path: "guardianName", message: "Ingresa el nombre de tu padre, madre o apoderado" },
      ]),
    );
    const missingKey = await app.inject({ method: "POST", url: "/api/v1/complaints", payload: sampleComplaint() });
    expect(missingKey.statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it("accepts a multipart filing with a PDF checked by content, and refuses a disguised file", async () => {
    const before = await rows();
    const ok = multipart(textFields(), [{ name: "boleta.pdf", type: "application/pdf", content: PDF }]);
    const filed = await app.inject({
      method: "POST",
      url: "/api/v1/complaints",
      headers: { "idempotency-key": newKey(), "content-type": ok.contentType },
      payload: ok.payload,
    });
    expect(filed.statusCode).toBe(201);
    const fake = multipart(textFields(), [
      { name: "foto.png", type: "image/png", content: Buffer.from("MZ not an image") },
    ]);
    const refused = await app.inject({
      method: "POST",
      url: "/api/v1/complaints",
      headers: { "idempotency-key": newKey(), "content-type": fake.contentType },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ issues: unknown[] }>().issues).toEqual([
      { path: "attachments.0", message: "Solo se aceptan archivos PDF, JPG, PNG o WebP" },
    ]);
    expect(await rows()).toEqual({
      ...before,
      complaints: before.complaints + 1,
      emails: before.emails + 2,
      attachments: before.attachments + 1,
    });
  });

  it("looks a sheet up by number + e-mail with one generic answer for wrong pairs, and rate limits per IP", async () => {
    const filed = await app.inject({
      method: "POST",
      url: "/api/v1/complaints",
      headers: { "idempotency-key": newKey() },
      payload: sampleComplaint(),
    });
    const { sheetNumber } = filed.json<{ sheetNumber: string }>();
    const found = await app.inject({
      method: "POST",
      url: "/api/v1/complaints/lookup",
      payload: { sheetNumber, email: "ROSA.HUAMAN@example.pe" },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ sheetNumber, status: "recibido", answer: null });
    const wrongEmail = await app.inject({
      method: "POST",
      url: "/api/v1/complaints/lookup",
      payload: { sheetNumber, email: "otra@example.pe" },
    });
    const wrongNumber = await app.inject({
      method: "POST",
      url: "/api/v1/complaints/lookup",
      payload: { sheetNumber: "000099999-2026", email: "rosa.huaman@example.pe" },
    });
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.json()).toEqual(wrongNumber.json());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/complaints/lookup",
        payload: { sheetNumber, email: "otra@example.pe" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });
});
