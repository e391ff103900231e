import { COMPLAINT_FIELDS } from "./complaints-schemas.ts";

/** The text fields of the form, by the schema's names only (the browser and the server read the same ones). */
export function formTextValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of COMPLAINT_FIELDS) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}
