import { NEWSLETTER_SOURCE } from "./newsletter-schemas.ts";

/** What the /suscribirse form holds, as the browser sends it (with or without JavaScript). */
export type SignupValues = {
  name: string;
  lastname: string;
  email: string;
  birthDate: string;
  docType: string;
  docNumber: string;
  privacyPolicy: boolean;
  dataPolicy: boolean;
};

export type SignupField = keyof SignupValues;

export const SIGNUP_FIELDS: SignupField[] = [
  "name",
  "lastname",
  "email",
  "birthDate",
  "docType",
  "docNumber",
  "privacyPolicy",
  "dataPolicy",
];

export const EMPTY_SIGNUP: SignupValues = {
  name: "",
  lastname: "",
  email: "",
  birthDate: "",
  docType: "",
  docNumber: "",
  privacyPolicy: false,
  dataPolicy: false,
};

/** The checkboxes post this value when checked (and nothing when not). */
export const CHECKED_VALUE = "true";

/** The known fields of a posted form, bounded in size; anything else in the body is ignored. */
export function signupValuesOf(form: FormData): SignupValues {
  const text = (name: SignupField) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 200) : "";
  };
  return {
    name: text("name"),
    lastname: text("lastname"),
    email: text("email"),
    birthDate: text("birthDate"),
    docType: text("docType"),
    docNumber: text("docNumber"),
    privacyPolicy: form.get("privacyPolicy") === CHECKED_VALUE,
    dataPolicy: form.get("dataPolicy") === CHECKED_VALUE,
  };
}

/** The schema's input for these values: the site's channel, as the home block sends it. */
export function signupInputOf(values: SignupValues): Record<string, unknown> {
  return { ...values, source: NEWSLETTER_SOURCE };
}

/** What the action answers when it does not redirect: the values back, and the errors to show. */
export type SignupActionData = { values: SignupValues; errors: Record<string, string>; formError?: string };
