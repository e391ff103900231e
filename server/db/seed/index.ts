import type { Db } from "../client.ts";
import { seedAgencies } from "./agencies.ts";
import { seedAdvertisements } from "./advertisements.ts";
import { seedContent } from "./content.ts";
import { seedDestinationContent } from "./destination-content.ts";
import { seedEvents } from "./events.ts";
import { seedFlags } from "./flags.ts";
import { seedFlightNetwork } from "./flights.ts";
import { seedGeography } from "./geography.ts";
import { seedHomeContent } from "./home-content.ts";
import { seedNotifications } from "./notifications.ts";
import { seedOffers } from "./offers.ts";
import { seedPreRegistration } from "./pre-registration.ts";
import { seedPromotions } from "./promotions.ts";
import { seedNationalHolidays } from "./holidays.ts";
import { seedDiscounts } from "./discounts.ts";
import { seedInsurance } from "./insurance.ts";

/** Domain seeders, in dependency order. Each one is idempotent: safe to run on every start. */
const seeders: Array<{ name: string; run: (db: Db) => Promise<void> }> = [
  { name: "content", run: seedContent },
  { name: "agencies", run: seedAgencies },
  { name: "advertisements", run: (db) => seedAdvertisements(db) },
  { name: "flags", run: seedFlags },
  { name: "notifications", run: seedNotifications },
  { name: "pre-registration", run: seedPreRegistration },
  { name: "destination-content", run: (db) => seedDestinationContent(db) },
  { name: "geography", run: seedGeography },
  { name: "flight-network", run: seedFlightNetwork },
  { name: "offers", run: seedOffers },
  { name: "home-content", run: seedHomeContent },
  { name: "events", run: (db) => seedEvents(db) },
  { name: "promotions", run: (db) => seedPromotions(db) },
  { name: "discounts", run: seedDiscounts },
  { name: "insurance", run: seedInsurance },
];

/**
 * Reference data every installation needs, demo content or not: Peru's national holidays, which the complaints
 * book's legal answer deadline counts (issue 17). Idempotent; runs on every start.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await seedNationalHolidays(db);
}

/** Inserts the demo content of the fictional brand; never overwrites rows that already exist. */
export async function seedDemoContent(db: Db): Promise<void> {
  for (const seeder of seeders) await seeder.run(db);
}
