import type { ShouldRevalidateFunction } from "react-router";
import { requestContext } from "#request-context";
import { homeMeta, shouldRevalidateHome } from "#app/features/home/home-meta.ts";
import { HomePage } from "#app/features/home/home-page.tsx";
import { loadHome } from "#app/features/home/home-service.server.ts";
import type { Route } from "./+types/home";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";

// One module for '', vuelos, hoteles, vuelohotel, paquetes, seguro-viaje, armapaquete, autos and actividades
// (SPEC 2.1): the URL picks the tab.
export async function loader({ context }: Route.LoaderArgs) {
  return loadHome({ siteUrl: context.get(requestContext).publicConfig.siteUrl });
}

export const meta: Route.MetaFunction = (args) => homeMeta(args);

export const shouldRevalidate: ShouldRevalidateFunction = (args) => shouldRevalidateHome(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
