// The checkout forms' posted fields as the booking schemas' shapes (booking-schemas.ts): the page reads its
// FormData with them before sending, the route action reads the post with them.

const PASSENGER_FIELDS = [
  "type",
  "documentType",
  "documentNumber",
  "firstName",
  "lastName",
  "birthDate",
  "nationality",
  "gender",
  "save",
];
const CONTACT_FIELDS = ["firstName", "lastName", "phoneCountryCode", "phoneNumber", "email", "emailConfirmation"];
const INVOICE_FIELDS = ["ruc", "businessName", "fiscalAddress"];
const MAX_PASSENGERS = 9;

/**
 * The 'Pasajeros' form's posted fields ("passengers.0.firstName", "contact.email"...) as the schema's nested shape;
 * only known names are read, so a stray field is ignored and a missing one is reported by the schema.
 */
export function passengersFormValues(form: FormData | URLSearchParams): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const passengers: Array<Record<string, string | undefined>> = [];
  for (let index = 0; index < MAX_PASSENGERS && text(`passengers.${String(index)}.type`) !== undefined; index++) {
    passengers.push(
      Object.fromEntries(PASSENGER_FIELDS.map((field) => [field, text(`passengers.${String(index)}.${field}`)])),
    );
  }
  const pick = (prefix: string, fields: string[]) =>
    Object.fromEntries(fields.map((field) => [field, text(`${prefix}.${field}`) ?? ""]));
  const values: Record<string, unknown> = {
    passengers: passengers.map((passenger) =>
      Object.fromEntries(Object.entries(passenger).filter(([, v]) => v !== undefined)),
    ),
    contact: pick("contact", CONTACT_FIELDS),
    invoice: pick("invoice", INVOICE_FIELDS),
  };
  for (const field of ["wantsInvoice", "dataProcessing", "marketing", "idempotencyKey", "replaceBookingCode"]) {
    const value = text(field);
    if (value !== undefined) values[field] = value;
  }
  return values;
}

/** The posted text fields, flat, to fill the form again after a refused submit (nothing is stored). */
export function postedTextValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && name !== "intent" && name.length < 40 && value.length <= 200) values[name] = value;
  }
  return values;
}
