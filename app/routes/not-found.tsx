import { data } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/not-found";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";

import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from "#app/components/route-error-page.tsx";

export { NOT_FOUND_TEXT, NOT_FOUND_TITLE };

// The page answers 404 so search engines never index it as content.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Página no encontrada | Kuntur Viajes",
    description:
      "La página que buscas no existe o fue movida. Vuelve al inicio para buscar vuelos, hoteles y paquetes.",
    noIndex: true,
  });

export default function NotFound() {
  return <ErrorPage title={NOT_FOUND_TITLE} message={NOT_FOUND_TEXT} />;
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
