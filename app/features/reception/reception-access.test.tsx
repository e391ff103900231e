import { afterEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import {
  appointmentsConfig,
  configureAppointments,
  parseReceptionPins,
  receptionPinFor,
} from "#app/features/appointments/index.server.ts";
import { isGuessablePin } from "#app/features/appointments/index.ts";
import { StaffSignIn } from "./staff-sign-in.tsx";

const saved = appointmentsConfig();

afterEach(() => {
  configureAppointments(saved);
});

describe("a PIN per store (RECEPTION_PINS, falling back to RECEPTION_PIN)", () => {
  it("reads RECEPTION_PINS as store key to PIN", () => {
    expect(parseReceptionPins(" tienda-1:48291673, tienda-11:97531086 ")).toEqual({
      "tienda-1": "48291673",
      "tienda-11": "97531086",
    });
    expect(parseReceptionPins(undefined)).toEqual({});
  });

  it("a store with its own PIN takes only that one; the others take the shared PIN", () => {
    configureAppointments({ receptionPin: "24681357", receptionPins: parseReceptionPins("tienda-11:97531086") });
    expect(receptionPinFor("tienda-11")).toBe("97531086");
    expect(receptionPinFor("tienda-2")).toBe("24681357");
    configureAppointments({ receptionPin: null });
    expect(receptionPinFor("tienda-2")).toBeNull();
  });

  it("calls a repeated digit or a run of digits guessable", () => {
    for (const pin of ["11111111", "12345678", "87654321", "89012345"]) expect(isGuessablePin(pin), pin).toBe(true);
    for (const pin of ["48291673", "97531086", "24681357"]) expect(isGuessablePin(pin), pin).toBe(false);
  });
});

describe("the sign-in screen without a PIN", () => {
  it("says only 'Acércate a recepción', nothing meant for the system administrator", () => {
    const html = renderToStaticMarkup(
      <StaffSignIn intent="setup" title="Configurar" signIn={{ stores: [], configured: false }} failure={undefined} />,
    );
    expect(html).toContain("Acércate a recepción.");
    expect(html).not.toMatch(/RECEPTION_PIN|administrador|configurad/);
    expect(html).not.toContain("<form");
  });
});
