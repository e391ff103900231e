import { expect, test } from "@playwright/test";
import { KEYS, random, RAW_BODIES, STRINGS, value } from "#tests/support/test-fuzz.ts";

/**
 * Issue 15: every page form action (the forms that post to a page, without JavaScript) gets 200+ malformed bodies
 * (form-encoded, multipart with and without files, JSON, raw bytes) and never answers a 5xx. The API has its own fuzz
 * test (server/fuzz.db.test.ts); page actions need the production build, so they are fuzzed here.
 */
const ACTIONS = [
  "/suscribirse",
  "/libro-reclamaciones",
  "/libro-reclamaciones/consulta",
  // Guests' 'Mis reservas' (issue 18): look-up, cancel and exit.
  "/mis-reservas",
  "/suscribirse/baja?token=x",
  "/alertas-de-precio/baja?token=x",
  "/cerrar-sesion",
  // The checkout (issue 18): its start from the fare families, and its steps (without a checkout: the guard).
  "/reserva/vuelos",
  "/booking",
  "/booking/v2",
  // Cancelling a paid booking (issue 19): for anyone but its owner, a 404.
  "/booking/anular/0b9c2f4e-1111-4a4a-9c9c-000000000001",
  // A flight order's page: for anyone but its owner, a 404.
  "/vuelos/reserva/0b9c2f4e-1111-4a4a-9c9c-000000000001",
  // A hotel order's page (its ErrorBoundary shows the form reader's 400 instead of a render error).
  "/hoteles/reserva/0b9c2f4e-1111-4a4a-9c9c-000000000001",
  // Pages without an action and unknown paths answer a POST too.
  "/resultados/vuelos?origen=LIM",
  "/una-ruta-que-no-existe",
];

/** Field names of the site's forms, beside the generic ones, so bodies reach the schemas and the services. */
const FIELDS = [
  ...KEYS,
  "idempotencyKey",
  "lastname",
  "firstNames",
  "lastNames",
  "docType",
  "docNumber",
  "birthDate",
  "privacyPolicy",
  "dataPolicy",
  "kind",
  "detail",
  "consumerRequest",
  "amount",
  "currency",
  "store",
  "minor",
  "guardianName",
  "sheetNumber",
  "attachments",
  "orderId",
];

const BODIES_PER_ACTION = 200;

function text(next: () => number): string {
  const picked = next() < 0.6 ? STRINGS[Math.floor(next() * STRINGS.length)] : JSON.stringify(value(next, 2));
  return picked ?? "";
}

function field(next: () => number): string {
  const name = FIELDS[Math.floor(next() * FIELDS.length)] ?? "x";
  return next() < 0.1 ? `${name}[${String(Math.floor(next() * 3))}]` : name;
}

function formEncoded(next: () => number): string {
  const params = new URLSearchParams();
  const count = 1 + Math.floor(next() * 12);
  for (let i = 0; i < count; i++) params.append(field(next), text(next));
  return params.toString();
}

function multipart(next: () => number, boundary: string): Buffer {
  const parts: Buffer[] = [];
  const count = 1 + Math.floor(next() * 8);
  for (let i = 0; i < count; i++) {
    const file = next() < 0.3;
    const disposition = file
      ? `form-data; name="${field(next)}"; filename="${text(next)
          .slice(0, 40)
          .replace(/["\r\n]/g, "")}.pdf"`
      : `form-data; name="${field(next).replace(/["\r\n]/g, "")}"`;
    const content = file
      ? Buffer.concat([
          Buffer.from(next() < 0.5 ? "%PDF-1.4\n" : "\u0089PNG\r\n"),
          Buffer.alloc(Math.floor(next() * 4096)),
        ])
      : Buffer.from(text(next));
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n`),
      Buffer.from(file ? "Content-Type: application/octet-stream\r\n\r\n" : "\r\n"),
      content,
      Buffer.from("\r\n"),
    );
  }
  // Now and then the closing boundary is missing, as from a client that hung up.
  if (next() < 0.9) parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

function bodies(next: () => number): Array<{ data: string | Buffer; type: string }> {
  const list: Array<{ data: string | Buffer; type: string }> = [
    ...RAW_BODIES.map((data) => ({ data, type: "application/x-www-form-urlencoded" })),
    { data: "%", type: "application/x-www-form-urlencoded" },
    { data: "a=%zz&b=%", type: "application/x-www-form-urlencoded" },
    { data: "--x\r\nbroken", type: "multipart/form-data; boundary=x" },
    { data: "", type: "multipart/form-data" },
    { data: '{"email":"a@b.pe"}', type: "application/json" },
    { data: "<xml/>", type: "text/xml" },
  ];
  while (list.length < BODIES_PER_ACTION) {
    const pick = next();
    if (pick < 0.55) list.push({ data: formEncoded(next), type: "application/x-www-form-urlencoded" });
    else if (pick < 0.9) list.push({ data: multipart(next, "fuzz"), type: "multipart/form-data; boundary=fuzz" });
    else list.push({ data: JSON.stringify(value(next, 0)), type: "application/json" });
  }
  return list;
}

// One test per action, so the 13 x 200 requests spread over the workers instead of taking one worker for two
// minutes at the end of a run; each action has its own seed, so its bodies stay the same from run to run.
test.describe("fuzzing the page form actions (issue 15)", () => {
  test.describe.configure({ timeout: 300_000 });

  for (const [index, path] of ACTIONS.entries()) {
    test(`${String(BODIES_PER_ACTION)} malformed bodies to ${path} never get a 5xx`, async ({
      request,
      baseURL,
    }, testInfo) => {
      // One project is enough: the server is the same.
      test.skip(testInfo.project.name !== "desktop", "server-side only");
      const next = random(20261126 + index);
      const failures: string[] = [];
      for (const body of bodies(next)) {
        const response = await request.post(path, {
          data: body.data,
          headers: { "content-type": body.type, origin: baseURL ?? "" },
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        if (response.status() >= 500) {
          const shown = typeof body.data === "string" ? body.data : body.data.toString("latin1");
          failures.push(`${path} ${String(response.status())} <- ${body.type} ${shown.slice(0, 120)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
