import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "#server/errors.ts";
import { toErrorResponse } from "./error-handler.ts";

describe("error responses", () => {
  it("maps AppError codes to statuses and keeps field issues", () => {
    const error = new AppError("INVALID_DATA", "Datos inválidos", {
      issues: [{ path: "email", message: "Correo no válido" }],
    });
    expect(toErrorResponse(error)).toEqual({
      status: 400,
      body: {
        code: "INVALID_DATA",
        message: "Datos inválidos",
        issues: [{ path: "email", message: "Correo no válido" }],
      },
    });
    expect(toErrorResponse(new AppError("CONFLICT", "Ya existe", { reason: "duplicate_parameter" }))).toEqual({
      status: 409,
      body: { code: "CONFLICT", message: "Ya existe", reason: "duplicate_parameter" },
    });
  });

  it("turns a zod error into a 400 with the schema's messages", () => {
    const result = z.object({ name: z.string().min(1, "Nombre es obligatorio") }).safeParse({ name: "" });
    expect(result.success).toBe(false);
    const response = toErrorResponse(result.error);
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: "name", message: "Nombre es obligatorio" }]);
  });

  it("never reveals the details of an unexpected error", () => {
    const response = toErrorResponse(new Error("connection string postgres://secret@db"));
    expect(response).toEqual({
      status: 500,
      body: { code: "INTERNAL", message: "Ocurrió un error inesperado. Por favor, inténtalo de nuevo más tarde." },
    });
  });
});
