import { Link } from "react-router";
import type { PopularRoute } from "./destination-content-types.ts";
import { inGroups } from "./popular-routes.ts";

/** Popular routes in groups of 3 (SPEC 2.6): each name links to its own landing page. */
export function DestinationPopularRoutes({ routes }: { routes: readonly PopularRoute[] }) {
  if (routes.length === 0) return null;
  return (
    <nav aria-labelledby="rutas-populares" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h2 id="rutas-populares" className="text-2xl font-extrabold text-brand-700">
        Rutas populares
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {inGroups(routes).map((group) => (
          <ul key={group[0]?.id} data-route-group="" className="flex flex-col gap-1 rounded-card bg-surface p-4">
            {group.map((route) => (
              <li key={route.id}>
                <Link
                  to={route.ciudadOrigenUrl}
                  className="flex min-h-11 items-center gap-2 rounded-control px-2 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:ring-4 focus-visible:ring-accent-400"
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
                    <path d="M17.5 9.2 11 6V2.8a1 1 0 0 0-2 0V6L2.5 9.2v1.6L9 9.5v4l-2 1.4V16l3-.8 3 .8v-1.1l-2-1.4v-4l6.5 1.3z" />
                  </svg>
                  {route.ciudadOrigenNombre}
                </Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </nav>
  );
}
