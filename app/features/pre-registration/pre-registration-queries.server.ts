import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "#db";
import {
  contentGalleryImages,
  eventCampaigns,
  peopleDirectory,
  preRegistrationPassengers,
  preRegistrations,
} from "#server/db/schema/pre-registration.ts";
import type { DocumentType } from "#app/utils/identity-documents.ts";

export type Campaign = typeof eventCampaigns.$inferSelect;
export type GalleryImage = Pick<typeof contentGalleryImages.$inferSelect, "src" | "alt" | "width" | "height">;
export type RegistrationRow = typeof preRegistrations.$inferSelect;
export type NewRegistration = typeof preRegistrations.$inferInsert;
export type NewPassenger = Omit<typeof preRegistrationPassengers.$inferInsert, "registrationId" | "id">;

/** The campaign the form registers for: the open one with the nearest event date. */
export async function findOpenCampaign(db: Db): Promise<Campaign | undefined> {
  const [campaign] = await db
    .select()
    .from(eventCampaigns)
    .where(eq(eventCampaigns.registrationOpen, true))
    .orderBy(asc(eventCampaigns.eventDate), asc(eventCampaigns.id))
    .limit(1);
  return campaign;
}

export async function findCampaign(db: Db, id: number): Promise<Campaign | undefined> {
  const [campaign] = await db.select().from(eventCampaigns).where(eq(eventCampaigns.id, id)).limit(1);
  return campaign;
}

/** Images of a managed gallery, in order. */
export async function listGalleryImages(db: Db, code: string): Promise<GalleryImage[]> {
  return db
    .select({
      src: contentGalleryImages.src,
      alt: contentGalleryImages.alt,
      width: contentGalleryImages.width,
      height: contentGalleryImages.height,
    })
    .from(contentGalleryImages)
    .where(eq(contentGalleryImages.galleryCode, code))
    .orderBy(asc(contentGalleryImages.position));
}

/** Names and birth date of a document's holder. E-mail and phone are deliberately not even selected. */
export async function findPersonNames(db: Db, docType: DocumentType, docNumber: string) {
  const [person] = await db
    .select({
      firstName: peopleDirectory.firstName,
      lastName: peopleDirectory.lastName,
      mLastName: peopleDirectory.mLastName,
      birthDate: peopleDirectory.birthDate,
    })
    .from(peopleDirectory)
    .where(and(eq(peopleDirectory.docType, docType), eq(peopleDirectory.docNumber, docNumber)))
    .limit(1);
  return person;
}

export async function findRegistrationByKey(db: Db | Tx, idempotencyKey: string): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(preRegistrations)
    .where(eq(preRegistrations.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

/**
 * Inserts the registration and all its passengers (call inside a transaction: a bad passenger must undo the
 * registration). Returns undefined, writing nothing, when the idempotency key or the inscription code is taken.
 */
export async function insertRegistration(
  tx: Db | Tx,
  registration: NewRegistration,
  passengers: NewPassenger[],
): Promise<RegistrationRow | undefined> {
  const [row] = await tx.insert(preRegistrations).values(registration).onConflictDoNothing().returning();
  if (!row) return undefined;
  await tx.insert(preRegistrationPassengers).values(passengers.map((p) => ({ ...p, registrationId: row.id })));
  return row;
}
