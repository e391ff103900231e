import type { Db } from "#server/db/client.ts";
import { seedAgencies } from "./agencies.ts";
import { seedAdvertisements } from "./advertisements.ts";
import { seedContent } from "./content.ts";
import { refreshDemoDates } from "./demo-dates.ts";
import { seedDestinationContent } from "./destination-content.ts";
import { seedDestinationFares } from "./destination-fares.ts";
import { seedEvents } from "./events.ts";
import { seedFlags } from "./flags.ts";
import { seedFlightNetwork } from "./flights.ts";
import { seedGeography } from "./geography.ts";
import { seedHomeContent } from "./home-content.ts";
import { seedNotifications } from "./notifications.ts";
import { seedOffers } from "./offers.ts";
import { seedPackages } from "./packages.ts";
import { seedPreRegistration } from "./pre-registration.ts";
import { seedPromotions } from "./promotions.ts";
import { seedNationalHolidays } from "./holidays.ts";
import { seedDiscounts } from "./discounts.ts";
import { seedInsurance } from "./insurance.ts";

/**
 * Domain seeders, in dependency order. Each one is idempotent: safe to run on every start. `now` is the clock of the
 * dates relative to the seed (tests pass their own).
 */
const seeders: Array<{ name: string; run: (db: Db, now: Date) => Promise<void> }> = [
  { name: "content", run: seedContent },
  { name: "agencies", run: seedAgencies },
  { name: "advertisements", run: seedAdvertisements },
  { name: "flags", run: seedFlags },
  { name: "notifications", run: seedNotifications },
  { name: "pre-registration", run: seedPreRegistration },
  { name: "destination-content", run: (db) => seedDestinationContent(db) },
  { name: "geography", run: seedGeography },
  { name: "flight-network", run: seedFlightNetwork },
  { name: "destination-fares", run: seedDestinationFares },
  { name: "offers", run: seedOffers },
  { name: "packages", run: seedPackages },
  { name: "home-content", run: seedHomeContent },
  { name: "events", run: seedEvents },
  { name: "promotions", run: seedPromotions },
  { name: "discounts", run: seedDiscounts },
  { name: "insurance", run: seedInsurance },
  // Last: moves the dates of the demo rows nobody edited so they are relative to today again (issue 14).
  {
    name: "demo-dates",
    run: async (db, now) => {
      await refreshDemoDates(db, now);
    },
  },
];

/**
 * Reference data every installation needs, demo content or not: Peru's national holidays, which the complaints
 * book's legal answer deadline counts (issue 17). Idempotent; runs on every start.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await seedNationalHolidays(db);
}

/**
 * Inserts the demo content of the fictional brand; never overwrites what the back office edited, but keeps the demo's
 * own dates and fares current (demo-dates.ts, destination-fares.ts).
 */
export async function seedDemoContent(db: Db, now: Date = new Date()): Promise<void> {
  for (const seeder of seeders) await seeder.run(db, now);
}
