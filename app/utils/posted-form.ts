/** Shown when a page's form action gets a body it cannot read (issue 15: page actions never answer 5xx). */
export const UNREADABLE_FORM_TITLE = "Solicitud no válida";
export const UNREADABLE_FORM_TEXT =
  "No pudimos leer los datos enviados. Vuelve a la página del formulario e inténtalo de nuevo.";

/** No form of the site has a text field this long or this many fields; the schemas bound each field further. */
export const MAX_FORM_FIELD_CHARS = 20_000;
export const MAX_FORM_FIELDS = 500;

/**
 * The form a page's action was posted, or a thrown 400 response when the body is not a form (another content type,
 * a broken multipart body, an oversized field or too many fields): the shared error page says so, instead of a 500
 * from `request.formData()` or from a value no schema expected.
 */
export async function readPostedForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    let form: FormData | null = null;
    try {
      form = await request.formData();
    } catch {
      // Unreadable: answered below.
    }
    if (form && withinLimits(form)) return form;
  }
  throw new Response(UNREADABLE_FORM_TITLE, { status: 400, statusText: "Bad Request" });
}

function withinLimits(form: FormData): boolean {
  let count = 0;
  for (const [, value] of form) {
    count += 1;
    if (count > MAX_FORM_FIELDS || (typeof value === "string" && value.length > MAX_FORM_FIELD_CHARS)) return false;
  }
  return true;
}
