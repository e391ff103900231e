import { createHash, randomInt } from "node:crypto";
import { getDb } from "#db";
import { AppError } from "#server/errors.ts";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { listActiveAgencies } from "#app/features/agencies/index.server.ts";
import { fromIsoDate, toIsoDate } from "#app/utils/birth-date.ts";
import { PRE_REGISTRATION_TEMPLATE, renderPreRegistrationEmail } from "./pre-registration-email.server.ts";
import {
  findCampaign,
  findOpenCampaign,
  findPersonNames,
  findRegistrationByKey,
  insertRegistration,
  listGalleryImages,
  type RegistrationRow,
} from "./pre-registration-queries.server.ts";
import type { DocumentSearch, DocumentSearchResult } from "./pre-registration-schemas.ts";
import type { ParsedSubmission } from "./pre-registration-wire.ts";

/** Gallery whose first image is the desktop banner and second the mobile one (SPEC 7). */
export const BANNER_GALLERY_CODE = "TUS_DATOS";

/**
 * What /tusdatos renders: the requested campaign while its registration is open (else the open one with the nearest
 * date), the banner and the stores of the select.
 */
export async function loadPreRegistrationPage(requestedCampaignId?: number) {
  const db = getDb();
  const [requested, images, agencies] = await Promise.all([
    requestedCampaignId === undefined ? undefined : findCampaign(db, requestedCampaignId),
    listGalleryImages(db, BANNER_GALLERY_CODE),
    listActiveAgencies(),
  ]);
  const campaign = requested?.registrationOpen ? requested : await findOpenCampaign(db);
  const [desktop, mobile = desktop] = images;
  return {
    campaign: campaign
      ? {
          id: campaign.id,
          name: campaign.name,
          dayId: campaign.dayId,
          dayLabel: campaign.dayLabel,
          timeSlotId: campaign.timeSlotId,
          timeSlotLabel: campaign.timeSlotLabel,
        }
      : null,
    banner: desktop && mobile ? { desktop, mobile } : null,
    stores: agencies.map((agency) => ({ id: String(agency.id), label: agency.name })),
  };
}

export type PreRegistrationPageData = Awaited<ReturnType<typeof loadPreRegistrationPage>>;

/** SPEC 7 document search: names and birth date of a known document, nothing else (decision 007). */
export async function lookupDocument(search: DocumentSearch): Promise<DocumentSearchResult> {
  const person = await findPersonNames(getDb(), search.TipoDocumento, search.NumDocumento.trim().toUpperCase());
  if (!person) return { resultados: [] };
  return {
    resultados: [
      {
        Nombres: person.firstName,
        ApePaterno: person.lastName,
        ApeMaterno: person.mLastName,
        FechaNacimiento: fromIsoDate(person.birthDate),
      },
    ],
  };
}

const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** An inscription code such as CP-7K3M-9QXA: no 0/O or 1/I/L, easy to read out at a store counter. */
export function generateInscriptionCode(prefix: string): string {
  const chars = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `${prefix}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export function hashSubmission(submission: ParsedSubmission): string {
  return createHash("sha256").update(JSON.stringify(submission)).digest("hex");
}

export type SubmissionOutcome = { registrationId: string; inscriptionCode: string; replayed: boolean };

function replay(row: RegistrationRow, requestHash: string): SubmissionOutcome {
  if (row.requestHash !== requestHash) {
    throw new AppError("CONFLICT", "Esta solicitud ya se registró con otros datos. Vuelve a enviar el formulario.", {
      reason: "idempotency_key_reused",
    });
  }
  return { registrationId: row.id, inscriptionCode: row.inscriptionCode, replayed: true };
}

const invalid = (path: string, message: string) =>
  new AppError("INVALID_DATA", undefined, { issues: [{ path, message }] });

/**
 * Stores a validated pre-registration with all its passengers and queues the first passenger's confirmation
 * e-mail, in one transaction. A retry with the same idempotency key returns the first outcome and writes nothing.
 */
export async function submitPreRegistration(
  submission: ParsedSubmission,
  idempotencyKey: string,
): Promise<SubmissionOutcome> {
  const db = getDb();
  const requestHash = hashSubmission(submission);
  const existing = await findRegistrationByKey(db, idempotencyKey);
  if (existing) return replay(existing, requestHash);

  const { form, campaign: wire } = submission;
  const campaign = await findCampaign(db, wire.idCampania);
  if (!campaign) throw invalid("idCampania", "El evento no existe");
  if (!campaign.registrationOpen) {
    throw new AppError("CONFLICT", "Las inscripciones para este evento están cerradas.", { reason: "closed" });
  }
  if (wire.IdDiaCampania !== campaign.dayId) throw invalid("IdDiaCampania", "El día no corresponde al evento");
  if (wire.idHorario !== campaign.timeSlotId) throw invalid("idHorario", "El horario no corresponde al evento");
  const store = (await listActiveAgencies()).find((agency) => String(agency.id) === form.store);
  if (!store) throw invalid("idTienda", "Selecciona una tienda");

  const passengers = form.passengers.map((passenger, position) => ({
    position,
    docType: passenger.docType,
    docNumber: passenger.docNumber,
    firstName: passenger.firstName,
    lastName: passenger.lastName,
    mLastName: passenger.mLastName,
    birthDate: toIsoDate(passenger.birthDate) ?? "",
    gender: passenger.gender || null,
    email: passenger.email,
    phone: passenger.phone,
  }));
  const [first] = form.passengers;
  if (!first) throw invalid("DetallesRegistrosSIT", "Registra al menos un pasajero");

  // A code collision (1 in ~850 billion) writes nothing and gets a new code; a concurrent twin with the same
  // key makes the insert a no-op, and its row is replayed.
  for (let attempt = 0; attempt < 5; attempt++) {
    const inscriptionCode = generateInscriptionCode(campaign.codePrefix);
    const row = await db.transaction(async (tx) => {
      const created = await insertRegistration(
        tx,
        {
          inscriptionCode,
          idempotencyKey,
          requestHash,
          campaignId: campaign.id,
          dayId: campaign.dayId,
          timeSlotId: campaign.timeSlotId,
          mediumId: Number(form.medium),
          otherMedium: form.otherMedium || null,
          agencyId: store.id,
          privacyConsent: form.privacyPolicy,
          dataUseConsent: form.dataPolicy,
          passengerCount: passengers.length,
        },
        passengers,
      );
      if (!created) return undefined;
      const email = renderPreRegistrationEmail({ inscriptionCode, campaign, store, passengers: form.passengers });
      await enqueueEmail(tx, {
        dedupeKey: `pre-registration:${created.id}`,
        template: PRE_REGISTRATION_TEMPLATE,
        to: first.email,
        ...email,
        metadata: { registrationId: created.id, inscriptionCode },
      });
      return created;
    });
    if (row) return { registrationId: row.id, inscriptionCode: row.inscriptionCode, replayed: false };
    const twin = await findRegistrationByKey(db, idempotencyKey);
    if (twin) return replay(twin, requestHash);
  }
  throw new AppError("UNAVAILABLE");
}
