/**
 * Test code only: a migrated database with the demo's packages and departures, the sandbox payment provider and the
 * package product registered; builders of package travellers and orders.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "#db";
import type { DbHandle } from "#server/db/client.ts";
import { packageDepartures } from "#server/db/schema/packages.ts";
import { seedPackageDepartures } from "#server/db/seed/package-departures.ts";
import { seedPackages } from "#server/db/seed/packages.ts";
import { ORDER_PAYABLE, type OrderTraveller } from "#app/features/orders/order-contract.ts";
import { orderPayable, registerOrderProduct } from "#app/features/orders/index.server.ts";
import { registerPayable } from "#app/features/payments/index.server.ts";
import { configurePackageCheckout } from "#app/features/packages/package-config.server.ts";
import type { PackageRoom } from "#app/features/packages/package-pricing.ts";
import { placePackageOrder } from "#app/features/packages/package-order-place.server.ts";
import { packageOrderProduct } from "#app/features/packages/package-product.server.ts";
import { orderTestDb, SITE } from "./order-fixture.ts";

export const PACKAGE_CONTACT = {
  firstName: "Rosa",
  lastName: "Quispe",
  phoneCountryCode: "51",
  phoneNumber: "987654329",
  email: "rosa.quispe@ejemplo.pe",
};

/** A fresh database with packages sold online and the package product registered. */
export async function packageTestDb(seeds: Parameters<typeof orderTestDb>[0] = []): Promise<DbHandle> {
  const handle = await orderTestDb(seeds);
  await seedPackages(handle.db);
  await seedPackageDepartures(handle.db, new Date());
  registerPayable(ORDER_PAYABLE, orderPayable);
  configurePackageCheckout({ siteUrl: SITE });
  registerOrderProduct(packageOrderProduct);
  return handle;
}

/** The first departure of `slug` on or after `from` (yyyy-mm-dd). */
export async function departureOf(db: Db, slug: string, from: string) {
  const rows = await db.select().from(packageDepartures).where(eq(packageDepartures.packageSlug, slug));
  const departure = rows
    .filter((row) => row.departureDate >= from)
    .sort((a, b) => a.departureDate.localeCompare(b.departureDate))[0];
  if (!departure) throw new Error(`no departure of ${slug} from ${from}`);
  return departure;
}

export async function setDeparture(db: Db, slug: string, date: string, values: { sold?: number; held?: number }) {
  await db
    .update(packageDepartures)
    .set(values)
    .where(and(eq(packageDepartures.packageSlug, slug), eq(packageDepartures.departureDate, date)));
}

/** Fictional adults and children, born so that their ages fit the rooms. */
export function packageTravellers(rooms: readonly PackageRoom[], departureDate: string): OrderTraveller[] {
  const year = Number(departureDate.slice(0, 4));
  let n = 0;
  const person = (age: number): OrderTraveller => {
    n += 1;
    return {
      type: age < 2 ? "INF" : age < 12 ? "CHD" : "ADT",
      documentType: "DNI",
      documentNumber: String(40_000_000 + n),
      firstName: `Viajero${String.fromCharCode(64 + n)}`,
      lastName: "Huamán",
      birthDate: `${String(year - age - 1)}-01-15`,
      nationality: "PE",
      gender: n % 2 === 0 ? "F" : "M",
    };
  };
  return rooms.flatMap((room) => [
    ...Array.from({ length: room.adults }, () => person(35)),
    ...room.childrenAges.map((age) => person(age)),
  ]);
}

/** Places a package order for `rooms` on a departure; answers the outcome. */
export function placePackage(db: Db, slug: string, departureDate: string, rooms: PackageRoom[], now = new Date()) {
  return placePackageOrder(db, {
    selection: { slug, departureDate, rooms, holdKey: randomUUID() },
    travellers: packageTravellers(rooms, departureDate),
    contact: PACKAGE_CONTACT,
    userId: null,
    now,
  });
}
