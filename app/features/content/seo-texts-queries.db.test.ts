import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { seoTexts } from "#server/db/schema/content.ts";
import { seedContent } from "#server/db/seed/content.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { getSeoText } from "./seo-texts-queries.server.ts";

describe("stored SEO texts", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedContent(handle.db);
  });

  afterAll(async () => {
    await handle.close();
  });

  it("reads the appointments page's title and description (scheduleYourAppointment)", async () => {
    expect(await getSeoText("scheduleYourAppointment")).toEqual({
      title: "Agenda tu cita con un asesor de viajes | Kuntur Viajes",
      description: expect.stringMatching(/^Agenda una reunión virtual con nuestros asesores expertos/) as string,
    });
  });

  it("returns an edited text as stored, and null for an unknown name", async () => {
    await handle.db
      .update(seoTexts)
      .set({ title: "Agenda tu cita | Editado" })
      .where(eq(seoTexts.name, "scheduleYourAppointment"));
    expect((await getSeoText("scheduleYourAppointment"))?.title).toBe("Agenda tu cita | Editado");
    expect(await getSeoText("noExiste")).toBeNull();
  });
});
