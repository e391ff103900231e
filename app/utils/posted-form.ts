/** Shown when a page's form action gets a body it cannot read (issue 15: page actions never answer 5xx). */
export const UNREADABLE_FORM_TITLE = "Solicitud no válida";
export const UNREADABLE_FORM_TEXT =
  "No pudimos leer los datos enviados. Vuelve a la página del formulario e inténtalo de nuevo.";

/**
 * The form a page's action was posted, or a thrown 400 response when the body is not a form (another content type,
 * a broken multipart body): the shared error page says so, instead of a 500 from `request.formData()`.
 */
export async function readPostedForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    try {
      return await request.formData();
    } catch {
      // Unreadable: answered below.
    }
  }
  throw new Response(UNREADABLE_FORM_TITLE, { status: 400, statusText: "Bad Request" });
}
