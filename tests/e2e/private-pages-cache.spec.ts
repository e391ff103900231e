import { expect, test } from "@playwright/test";

// Issue 30 items 6 and 7: the no-store header follows the route React Router matched, and page form posts have the
// API's body limit. HTTP only: one run is enough.
test.describe("private pages and page form posts on the production build", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "no browser involved");
  });

  test("personal pages are private, no-store under any spelling of their path", async ({ request }) => {
    for (const path of [
      "/mis-reservas",
      "/MIS-RESERVAS",
      "/%6Dis-reservas",
      "/Mis-Reservas.data",
      "/%6Dis-reservas.data",
      "/Conformidad?poliza=KVS-00000000",
      "/BOOKING/confirmacion?reserva=00000000-0000-0000-0000-000000000000",
      "/booking/CONFIRMACION.data?reserva=x",
      "/PERFIL/mi-perfil",
      "/Seguros/Comprar",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
    expect((await request.get("/nuestra-empresa")).headers()["cache-control"] ?? "").not.toContain("private");
  });

  test("a page form post above BODY_LIMIT_BYTES answers 413 in Spanish, the complaints book above its files' limit", async ({
    request,
  }) => {
    const form = { "content-type": "application/x-www-form-urlencoded", accept: "text/html" };
    const big = `nombre=${"x".repeat(2 * 1024 * 1024)}`;
    for (const path of ["/seguros/comprar?plan=CONDOR-PERU", "/suscribirse", "/mis-reservas", "/SUSCRIBIRSE"]) {
      const response = await request.post(path, { headers: form, data: big, maxRedirects: 0 });
      expect(response.status(), path).toBe(413);
      expect(await response.text(), path).toContain("La solicitud es demasiado grande.");
    }
    const huge = `detail=${"x".repeat(20 * 1024 * 1024)}`;
    const complaint = await request.post("/libro-reclamaciones", { headers: form, data: huge, maxRedirects: 0 });
    expect(complaint.status()).toBe(413);
    // Within the limit the complaints book answers with its form, echoing no more than each field's limit.
    const echoed = await request.post("/libro-reclamaciones", {
      headers: form,
      data: `detail=${"y".repeat(1024 * 1024)}&email=no-es-correo`,
      maxRedirects: 0,
    });
    expect(echoed.status()).toBeLessThan(500);
    expect((await echoed.body()).length).toBeLessThan(600_000);
    // The other refused forms show their values again cut near each field's limit, never the whole body.
    const long = "z".repeat(900 * 1024);
    for (const [path, body] of [
      ["/libro-reclamaciones/consulta", `sheetNumber=${long}&email=${long}`],
      ["/suscribirse", `name=${long}&email=${long}`],
      ["/mis-reservas", `code=${long}&email=${long}`],
    ] as const) {
      const refused = await request.post(path, { headers: form, data: body, maxRedirects: 0 });
      expect(refused.status(), path).toBeLessThan(500);
      expect(await refused.text(), path).not.toContain("z".repeat(1000));
    }
  });
});
