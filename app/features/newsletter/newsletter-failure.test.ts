import { describe, expect, it } from "vitest";
import { HttpError } from "#app/platform/http-client.ts";
import { DUPLICATE_MESSAGE, FAILURE_MESSAGE, failureMessage } from "./newsletter-form.tsx";

describe("newsletter failure messages (SPEC 8)", () => {
  it("says 'already subscribed' for the duplicate_parameter reason", () => {
    const duplicate = new HttpError(409, { code: "CONFLICT", reason: "duplicate_parameter" });
    expect(failureMessage(duplicate)).toBe("Al parecer usted ya se encuentra suscrito");
    expect(DUPLICATE_MESSAGE).toBe("Al parecer usted ya se encuentra suscrito");
  });

  it("gives the generic message for any other failure", () => {
    expect(failureMessage(new HttpError(500, { code: "INTERNAL" }))).toBe(FAILURE_MESSAGE);
    expect(failureMessage(new HttpError(409, { code: "CONFLICT" }))).toBe(FAILURE_MESSAGE);
    expect(failureMessage(new TypeError("Failed to fetch"))).toBe("Al parecer hubo un error al enviar su suscripción");
  });
});
