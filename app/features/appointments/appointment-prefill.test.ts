import { describe, expect, it } from "vitest";
import { packageComment, readPackageRequest } from "./appointment-prefill.ts";
import { AppointmentBookingSchema, APPOINTMENT_MESSAGES, COMMENT_MAX } from "./appointment-schemas.ts";

const query = (text: string) => readPackageRequest(new URLSearchParams(text));

describe("what a package page hands /agenda-tu-cita", () => {
  it("reads the package and its departure", () => {
    expect(query("reason=paquetes&paquete=cusco-machu-picchu&salida=2027-03-02")).toEqual({
      slug: "cusco-machu-picchu",
      departure: "2027-03-02",
    });
  });

  it("drops a departure that is not a calendar date, and a package that is not a slug", () => {
    expect(query("paquete=cusco-machu-picchu&salida=2027-02-30")).toEqual({
      slug: "cusco-machu-picchu",
      departure: null,
    });
    expect(query("paquete=cusco-machu-picchu&salida=mañana")?.departure).toBeNull();
    for (const bad of ["", "Cusco", "../admin", "cusco--x", "-cusco", "a".repeat(81), "cusco%20x"]) {
      expect(query(`paquete=${bad}&salida=2027-03-02`), bad).toBeNull();
    }
    expect(query("salida=2027-03-02")).toBeNull();
  });

  it("writes the comment with the date as dd/mm/aaaa, never over the field's limit", () => {
    expect(packageComment("Cusco y Machu Picchu", "2027-03-02")).toBe(
      "Paquete: Cusco y Machu Picchu, salida del 02/03/2027",
    );
    expect(packageComment("Cusco y Machu Picchu", null)).toBe("Paquete: Cusco y Machu Picchu");
    expect(packageComment("x".repeat(400), "2027-03-02")).toHaveLength(COMMENT_MAX);
  });
});

describe("the comment field of a booking", () => {
  const booking = {
    location: "virtual",
    reason: "paquetes",
    date: "2027-03-01",
    time: "10:00",
    firstName: "Lucía",
    lastName: "Quispe",
    docType: "DNI",
    docNumber: "45871236",
    email: "lucia@correo.test",
    phone: "987654321",
  };

  it("is optional, trimmed, without control characters, and at most COMMENT_MAX characters", () => {
    expect(AppointmentBookingSchema.parse(booking).comment).toBe("");
    expect(AppointmentBookingSchema.parse({ ...booking, comment: "  Paquete:\u0000 Cusco\n  " }).comment).toBe(
      "Paquete:  Cusco",
    );
    expect(AppointmentBookingSchema.parse({ ...booking, comment: "x".repeat(COMMENT_MAX) }).comment).toHaveLength(
      COMMENT_MAX,
    );
    const long = AppointmentBookingSchema.safeParse({ ...booking, comment: "x".repeat(COMMENT_MAX + 1) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(APPOINTMENT_MESSAGES.comment);
  });
});
