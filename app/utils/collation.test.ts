import { describe, expect, it } from "vitest";
import { compareSpanish } from "./collation.ts";

describe("compareSpanish", () => {
  it("sorts accented cities with their letter and ñ after n", () => {
    expect(["Tumbes", "Ámsterdam", "Ñuñoa", "Nazca", "Cusco", "Éfeso"].sort(compareSpanish)).toEqual([
      "Ámsterdam",
      "Cusco",
      "Éfeso",
      "Nazca",
      "Ñuñoa",
      "Tumbes",
    ]);
  });
});
