import * as z from "zod/mini";
import { MAX_PASSENGERS, PreRegistrationFormSchema, type PreRegistrationForm } from "./pre-registration-schemas.ts";

// The SPEC 7 multipart form ("tusdatoscp"): field names both ways, so the page builds exactly what the API parses
// and the API validates it with the form's own schema.

export const PASSENGER_FIELD_PREFIX = "DetallesRegistrosSIT";

/** Wire name of each passenger field, in the order the specification lists them. */
const PASSENGER_WIRE_FIELDS = {
  TipoDocumento: "docType",
  NumDocumento: "docNumber",
  Nombres: "firstName",
  ApePaterno: "lastName",
  ApeMaterno: "mLastName",
  Email: "email",
  FechaNacimiento: "birthDate",
  Genero: "gender",
  Telefono: "phone",
} as const;
type PassengerFormField = (typeof PASSENGER_WIRE_FIELDS)[keyof typeof PASSENGER_WIRE_FIELDS];

/** Fields the specification fixes for every passenger. */
const FIXED_PASSENGER_FIELDS = { Idpersona: "", Nacionalidad: "PE", Direccion: "-", Distrito: "-" } as const;

const PASSENGER_ORDER = [
  "Idpersona",
  "TipoDocumento",
  "NumDocumento",
  "Nombres",
  "ApePaterno",
  "ApeMaterno",
  "Email",
  "Nacionalidad",
  "FechaNacimiento",
  "Genero",
  "Direccion",
  "Telefono",
  "Distrito",
] as const;

/** Form-level fields and their wire names. */
const FORM_WIRE_FIELDS = {
  store: "idTienda",
  medium: "idMedio",
  otherMedium: "otroMedio",
  privacyPolicy: "cbx_ProteccionDatos",
  dataPolicy: "cbx_UsoDatosPer",
} as const;

const CAMPAIGN_WIRE_FIELDS = ["idCampania", "IdDiaCampania", "diacampania", "idHorario", "horario", "medio", "tienda"];

const id = z.pipe(
  z.string({ error: "Campo obligatorio" }).check(z.regex(/^\d{1,9}$/, "Debe ser un número")),
  z.transform(Number),
);
const label = z._default(z.string().check(z.maxLength(120, "Debe tener max. 120 caracteres")), "");

/** The campaign part of the form; labels are informative (the server reads its own from the campaign). */
export const WireCampaignSchema = z.strictObject({
  idCampania: id,
  IdDiaCampania: id,
  diacampania: label,
  idHorario: id,
  horario: label,
  medio: label,
  tienda: label,
});
export type WireCampaign = z.infer<typeof WireCampaignSchema>;

export type CampaignContext = {
  campaign: { id: number; dayId: number; dayLabel: string; timeSlotId: number; timeSlotLabel: string };
  mediumLabel: string;
  storeName: string;
};

export const passengerWireName = (index: number, field: string) => `${PASSENGER_FIELD_PREFIX}[${index}].${field}`;
const PASSENGER_NAME = /^DetallesRegistrosSIT\[(\d{1,3})\]\.([A-Za-z]+)$/;

/** The validated form as the ordered [name, value] pairs of the multipart body. */
export function toWireFields(form: PreRegistrationForm, context: CampaignContext): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  form.passengers.forEach((passenger, index) => {
    for (const wire of PASSENGER_ORDER) {
      const value =
        wire in FIXED_PASSENGER_FIELDS
          ? FIXED_PASSENGER_FIELDS[wire as keyof typeof FIXED_PASSENGER_FIELDS]
          : passenger[PASSENGER_WIRE_FIELDS[wire as keyof typeof PASSENGER_WIRE_FIELDS]];
      fields.push([passengerWireName(index, wire), value]);
    }
  });
  const { campaign } = context;
  fields.push(
    ["idCampania", String(campaign.id)],
    ["IdDiaCampania", String(campaign.dayId)],
    ["diacampania", campaign.dayLabel],
    ["idHorario", String(campaign.timeSlotId)],
    ["horario", campaign.timeSlotLabel],
    ["idMedio", form.medium],
    ["medio", context.mediumLabel],
    ["otroMedio", form.otherMedium],
    ["idTienda", form.store],
    ["tienda", context.storeName],
    // A validated form has both consents (the schema requires them); the wire also allows "0".
    ["cbx_ProteccionDatos", "1"],
    ["cbx_UsoDatosPer", "1"],
  );
  return fields;
}

/** The wire name of a form path ("passengers.1.firstName" → "DetallesRegistrosSIT[1].Nombres"). */
export function wireNameOf(path: string): string {
  const [head = "", index, field] = path.split(".");
  if (head === "passengers") {
    if (index === undefined) return PASSENGER_FIELD_PREFIX;
    const wire = Object.entries(PASSENGER_WIRE_FIELDS).find(([, formField]) => formField === field)?.[0];
    return passengerWireName(Number(index), wire ?? field ?? "");
  }
  return (FORM_WIRE_FIELDS as Record<string, string | undefined>)[head] ?? path;
}

/** The form path of a wire name; the wire name itself when it maps to no form field. */
export function formPathOf(wireName: string): string {
  const match = PASSENGER_NAME.exec(wireName);
  if (match) {
    const field = PASSENGER_WIRE_FIELDS[match[2] as keyof typeof PASSENGER_WIRE_FIELDS] as string | undefined;
    return field ? `passengers.${match[1] ?? ""}.${field}` : wireName;
  }
  const entry = Object.entries(FORM_WIRE_FIELDS).find(([, wire]) => wire === wireName);
  return entry ? entry[0] : wireName;
}

export type WireIssue = { path: string; message: string };
export type ParsedSubmission = { form: PreRegistrationForm; campaign: WireCampaign };
export type ParseResult = { success: true; data: ParsedSubmission } | { success: false; issues: WireIssue[] };

const consent = (value: string | undefined, name: string, issues: WireIssue[]) => {
  if (value === undefined || value === "0") return false;
  if (value === "1") return true;
  issues.push({ path: name, message: "Debe ser 1 o 0" });
  return false;
};

/** Parses the multipart fields: the names and fixed values of SPEC 7, then the form schema. Issues use wire names. */
export function parseWireFields(fields: Readonly<Record<string, string>>): ParseResult {
  const issues: WireIssue[] = [];
  const passengers: Array<Partial<Record<PassengerFormField, string>> | undefined> = [];
  const top: Record<string, string> = {};
  const topNames = new Set<string>([...Object.values(FORM_WIRE_FIELDS), ...CAMPAIGN_WIRE_FIELDS]);

  for (const [name, value] of Object.entries(fields)) {
    const match = PASSENGER_NAME.exec(name);
    if (match) {
      const index = Number(match[1]);
      const wire = match[2] ?? "";
      if (index >= MAX_PASSENGERS) {
        issues.push({ path: name, message: `Puedes registrar hasta ${MAX_PASSENGERS} pasajeros` });
        continue;
      }
      const passenger = (passengers[index] ??= {});
      if (wire in PASSENGER_WIRE_FIELDS) {
        passenger[PASSENGER_WIRE_FIELDS[wire as keyof typeof PASSENGER_WIRE_FIELDS]] = value;
      } else if (wire in FIXED_PASSENGER_FIELDS) {
        const expected = FIXED_PASSENGER_FIELDS[wire as keyof typeof FIXED_PASSENGER_FIELDS];
        if (value !== expected) issues.push({ path: name, message: `Debe ser "${expected}"` });
      } else {
        issues.push({ path: name, message: "Campo no reconocido" });
      }
    } else if (topNames.has(name)) {
      top[name] = value;
    } else {
      issues.push({ path: name, message: "Campo no reconocido" });
    }
  }
  // Sparse indexes ([0] and [2] without [1]) mean a passenger was lost on the way: refuse the whole form.
  for (let index = 0; index < passengers.length; index++) {
    if (!passengers[index]) issues.push({ path: passengerWireName(index, "*"), message: "Falta este pasajero" });
  }

  const form = PreRegistrationFormSchema.safeParse({
    passengers: Array.from(passengers, (passenger) => ({ ...passenger, gender: passenger?.gender ?? "" })),
    store: top.idTienda,
    medium: top.idMedio,
    otherMedium: top.otroMedio ?? "",
    privacyPolicy: consent(top.cbx_ProteccionDatos, "cbx_ProteccionDatos", issues),
    dataPolicy: consent(top.cbx_UsoDatosPer, "cbx_UsoDatosPer", issues),
  });
  const campaign = WireCampaignSchema.safeParse(Object.fromEntries(CAMPAIGN_WIRE_FIELDS.map((n) => [n, top[n]])));
  if (!form.success) {
    for (const issue of form.error.issues) {
      issues.push({ path: wireNameOf(issue.path.map(String).join(".")), message: issue.message });
    }
  }
  if (!campaign.success) {
    for (const issue of campaign.error.issues) issues.push({ path: issue.path.join("."), message: issue.message });
  }
  if (issues.length > 0 || !form.success || !campaign.success) return { success: false, issues };
  return { success: true, data: { form: form.data, campaign: campaign.data } };
}
