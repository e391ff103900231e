import { isRouteErrorResponse } from "react-router";
import { UNREADABLE_FORM_TEXT, UNREADABLE_FORM_TITLE } from "#app/utils/posted-form.ts";
import { ErrorPage } from "./error-page.tsx";

export const NOT_FOUND_TITLE = "Página no encontrada.";
export const NOT_FOUND_TEXT =
  "Upss! Lo sentimos, se produjo un error inesperado. Por favor, vuelva a realizar la búsqueda.";

/** The title and noindex of the root's error page: no route meta is rendered for a route that threw. */
function Head({ title }: { title: string }) {
  return (
    <>
      <title>{`${title.replace(/\.$/, "")} | Kuntur Viajes`}</title>
      <meta name="robots" content="noindex, follow" />
    </>
  );
}

/**
 * The page for any error a route's ErrorBoundary does not word itself: 404, an unreadable form (400), or the generic
 * message. A boundary returns it instead of rethrowing: on the server a rethrown error ends the render with a 500.
 * The root's boundary asks for the head too; a route's boundary keeps its route's meta.
 */
export function RouteErrorPage({ error, withHead = false }: { error: unknown; withHead?: boolean }) {
  const head = (title: string) => (withHead ? <Head title={title} /> : null);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        {head(NOT_FOUND_TITLE)}
        <ErrorPage title={NOT_FOUND_TITLE} message={NOT_FOUND_TEXT} />
      </>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <>
        {head(UNREADABLE_FORM_TITLE)}
        <ErrorPage title={UNREADABLE_FORM_TITLE} message={UNREADABLE_FORM_TEXT} />
      </>
    );
  }
  // On the server, entry.server's handleError has logged it (with the request id).
  if (!isRouteErrorResponse(error) && !import.meta.env.SSR) console.error(error);
  return (
    <>
      {head("Ocurrió un error")}
      <ErrorPage
        title="Ocurrió un error"
        message="Lo sentimos, se produjo un error inesperado. Por favor, inténtalo de nuevo en unos minutos."
      />
    </>
  );
}
