import { beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { seedDemoContent } from "#server/db/seed/index.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { changeVersion } from "#app/platform/change-signals.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { enterExchangeRate } from "./exchange-rates.server.ts";

const actor = { id: null, email: "asesora@kuntur.test" };

describe("a rate entered in the back office", () => {
  let db: DbHandle;

  beforeAll(async () => {
    db = await createTestDb();
    await seedDemoContent(db.db);
  }, 120_000);

  it("tells the pages that keep prices in soles once it is saved, and not when it is refused", async () => {
    const date = addDays(todayInLima(), -1);
    const before = changeVersion("exchange-rates");
    await enterExchangeRate({ effectiveDate: date, amount: "3.8100" }, actor, db.db);
    expect(changeVersion("exchange-rates")).toBe(before + 1);
    await expect(enterExchangeRate({ effectiveDate: date, amount: "3.8200" }, actor, db.db)).rejects.toThrow(
      /Ya se registró/,
    );
    expect(changeVersion("exchange-rates")).toBe(before + 1);
  });
});
