import { isRouteErrorResponse } from "react-router";
import { UNREADABLE_FORM_TEXT, UNREADABLE_FORM_TITLE } from "#app/utils/posted-form.ts";
import { ErrorPage } from "./error-page.tsx";

export const NOT_FOUND_TITLE = "Página no encontrada.";
export const NOT_FOUND_TEXT =
  "Upss! Lo sentimos, se produjo un error inesperado. Por favor, vuelva a realizar la búsqueda.";

function ErrorHead({ title }: { title: string }) {
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
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <ErrorHead title={NOT_FOUND_TITLE} />
        <ErrorPage title={NOT_FOUND_TITLE} message={NOT_FOUND_TEXT} />
      </>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <>
        <ErrorHead title={UNREADABLE_FORM_TITLE} />
        <ErrorPage title={UNREADABLE_FORM_TITLE} message={UNREADABLE_FORM_TEXT} />
      </>
    );
  }
  // On the server, entry.server's handleError has logged it (with the request id).
  if (!isRouteErrorResponse(error) && !import.meta.env.SSR) console.error(error);
  return (
    <>
      <ErrorHead title="Ocurrió un error" />
      <ErrorPage
        title="Ocurrió un error"
        message="Lo sentimos, se produjo un error inesperado. Por favor, inténtalo de nuevo en unos minutos."
      />
    </>
  );
}
