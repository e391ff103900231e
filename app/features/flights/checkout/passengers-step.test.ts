import { describe, expect, it } from "vitest";
import { stillInvalid } from "./passengers-step.tsx";

describe("stillInvalid", () => {
  it("drops the message of a corrected field, keeps the others' current wording, and adds none", () => {
    const shown = { "contact.email": "Ingresa un correo válido.", "passengers.0.firstName": "Ingresa el nombre." };
    const now = {
      "passengers.0.firstName": "El nombre debe tener al menos 3 letras.",
      "contact.phoneNumber": "Ingresa un teléfono.",
    };
    expect(stillInvalid(shown, now)).toEqual({ "passengers.0.firstName": "El nombre debe tener al menos 3 letras." });
    expect(stillInvalid(shown, {})).toEqual({});
  });
});
