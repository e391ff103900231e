import { describe, expect, it } from "vitest";
import { MESSAGES, PreRegistrationFormSchema } from "./pre-registration-schemas.ts";
import { formPathOf, parseWireFields, toWireFields, wireNameOf } from "./pre-registration-wire.ts";
import { SAMPLE_CONTEXT, sampleForm } from "#tests/support/pre-registration-data.ts";

const sampleFields = () =>
  Object.fromEntries(toWireFields(PreRegistrationFormSchema.parse(sampleForm()), SAMPLE_CONTEXT));

describe("SPEC 7 multipart fields", () => {
  it("writes every passenger's indexed fields with the fixed values, then the form fields", () => {
    const fields = toWireFields(PreRegistrationFormSchema.parse(sampleForm()), SAMPLE_CONTEXT);
    expect(fields.slice(0, 13)).toEqual([
      ["DetallesRegistrosSIT[0].Idpersona", ""],
      ["DetallesRegistrosSIT[0].TipoDocumento", "DNI"],
      ["DetallesRegistrosSIT[0].NumDocumento", "45871236"],
      ["DetallesRegistrosSIT[0].Nombres", "Lucía Fernanda"],
      ["DetallesRegistrosSIT[0].ApePaterno", "Quispe"],
      ["DetallesRegistrosSIT[0].ApeMaterno", "Mamani"],
      ["DetallesRegistrosSIT[0].Email", "lucia.quispe@example.com"],
      ["DetallesRegistrosSIT[0].Nacionalidad", "PE"],
      ["DetallesRegistrosSIT[0].FechaNacimiento", "14/03/1990"],
      ["DetallesRegistrosSIT[0].Genero", "2"],
      ["DetallesRegistrosSIT[0].Direccion", "-"],
      ["DetallesRegistrosSIT[0].Telefono", "987 111 201"],
      ["DetallesRegistrosSIT[0].Distrito", "-"],
    ]);
    expect(fields.slice(26)).toEqual([
      ["idCampania", "1"],
      ["IdDiaCampania", "1"],
      ["diacampania", "Sábado 12 de diciembre de 2026"],
      ["idHorario", "1"],
      ["horario", "De 9:00 a. m. a 9:00 p. m."],
      ["idMedio", "2"],
      ["medio", "Facebook"],
      ["otroMedio", ""],
      ["idTienda", "2"],
      ["tienda", "Agencia San Isidro"],
      ["cbx_ProteccionDatos", "1"],
      ["cbx_UsoDatosPer", "1"],
    ]);
  });

  it("parses what it writes back into the same validated form", () => {
    const result = parseWireFields(sampleFields());
    expect(result).toEqual({
      success: true,
      data: {
        form: PreRegistrationFormSchema.parse(sampleForm()),
        campaign: {
          idCampania: 1,
          IdDiaCampania: 1,
          diacampania: "Sábado 12 de diciembre de 2026",
          idHorario: 1,
          horario: "De 9:00 a. m. a 9:00 p. m.",
          medio: "Facebook",
          tienda: "Agencia San Isidro",
        },
      },
    });
  });

  it("reports the form schema's messages under the wire names", () => {
    const fields = {
      ...sampleFields(),
      "DetallesRegistrosSIT[1].Nombres": "R2-D2",
      "DetallesRegistrosSIT[0].NumDocumento": "123",
      cbx_UsoDatosPer: "0",
    };
    const result = parseWireFields(fields);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { path: "DetallesRegistrosSIT[1].Nombres", message: MESSAGES.nameCharacters },
        { path: "DetallesRegistrosSIT[0].NumDocumento", message: MESSAGES.dni },
        { path: "cbx_UsoDatosPer", message: "Debes aceptar el tratamiento de tus datos personales." },
      ]),
    );
  });

  it("refuses unknown fields, changed fixed values, gaps and more than 20 passengers", () => {
    const base = sampleFields();
    const issuesOf = (fields: Record<string, string>) => {
      const result = parseWireFields(fields);
      return result.success ? [] : result.issues;
    };
    expect(issuesOf({ ...base, esAdmin: "1" })).toContainEqual({ path: "esAdmin", message: "Campo no reconocido" });
    expect(issuesOf({ ...base, "DetallesRegistrosSIT[0].Nacionalidad": "CL" })).toContainEqual({
      path: "DetallesRegistrosSIT[0].Nacionalidad",
      message: 'Debe ser "PE"',
    });
    expect(issuesOf({ ...base, "DetallesRegistrosSIT[0].Clave": "x" })).toContainEqual({
      path: "DetallesRegistrosSIT[0].Clave",
      message: "Campo no reconocido",
    });
    const gap = Object.fromEntries(
      Object.entries(base).map(([name, value]) => [
        name.replace("DetallesRegistrosSIT[1]", "DetallesRegistrosSIT[2]"),
        value,
      ]),
    );
    expect(issuesOf(gap)).toContainEqual({ path: "DetallesRegistrosSIT[1].*", message: "Falta este pasajero" });
    expect(issuesOf({ ...base, "DetallesRegistrosSIT[20].Nombres": "Ana" })).toContainEqual({
      path: "DetallesRegistrosSIT[20].Nombres",
      message: "Puedes registrar hasta 20 pasajeros",
    });
    expect(issuesOf({ ...base, cbx_ProteccionDatos: "si" })).toContainEqual({
      path: "cbx_ProteccionDatos",
      message: "Debe ser 1 o 0",
    });
  });

  it("reports a missing campaign and a form without passengers", () => {
    const onlyForm = Object.fromEntries(
      Object.entries(sampleFields()).filter(([name]) => !name.startsWith("Detalles") && name !== "idCampania"),
    );
    const result = parseWireFields(onlyForm);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { path: "DetallesRegistrosSIT", message: MESSAGES.passengersMin },
        { path: "idCampania", message: "Campo obligatorio" },
      ]),
    );
  });

  it("maps form paths and wire names both ways", () => {
    expect(wireNameOf("passengers.3.mLastName")).toBe("DetallesRegistrosSIT[3].ApeMaterno");
    expect(wireNameOf("privacyPolicy")).toBe("cbx_ProteccionDatos");
    expect(formPathOf("DetallesRegistrosSIT[3].ApeMaterno")).toBe("passengers.3.mLastName");
    expect(formPathOf("idTienda")).toBe("store");
    expect(formPathOf("idCampania")).toBe("idCampania");
  });
});
