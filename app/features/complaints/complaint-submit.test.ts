import { describe, expect, it } from "vitest";
import { handleComplaintPost } from "./complaint-submit.server.ts";
import { DETAIL_MAX_LENGTH } from "./complaints-schemas.ts";

describe("a refused complaint form", () => {
  it("shows each field again cut at its own limit, never a multi-megabyte echo", async () => {
    const form = new URLSearchParams({
      firstNames: "R".repeat(1_000_000),
      detail: "d".repeat(3_000_000),
      email: "no-es-correo",
    });
    const request = new Request("http://localhost/libro-reclamaciones", {
      method: "POST",
      body: form,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const outcome = await handleComplaintPost(request, "http://localhost:3000");
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.failure.values.detail).toHaveLength(DETAIL_MAX_LENGTH);
    expect(outcome.failure.values.firstNames?.length).toBeLessThanOrEqual(500);
    expect(JSON.stringify(outcome.failure).length).toBeLessThan(20_000);
  });
});
