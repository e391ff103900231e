import { Outlet } from "react-router";
import { requireProfileUser } from "#app/features/accounts/profile/profile-guard.server.ts";
import { ProfileNav } from "#app/features/accounts/profile/profile-nav.tsx";
import type { Route } from "./+types/profile";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

// Signed-in only (issue #5): visitors are sent to sign in and brought back.
export function loader({ context, request }: Route.LoaderArgs) {
  return { firstName: requireProfileUser(context, request).firstName };
}

export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-extrabold text-brand-700">Hola, {loaderData.firstName}</h1>
      <div className="flex flex-col gap-6 md:flex-row md:gap-10">
        <ProfileNav />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
