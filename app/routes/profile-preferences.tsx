import { getDb } from "#db";
import { PreferencesForm } from "#app/features/accounts/profile/preferences-form.tsx";
import { requireProfileUser } from "#app/features/accounts/profile/profile-guard.server.ts";
import { profileMeta } from "#app/features/accounts/profile/profile-meta.ts";
import { SectionHeading } from "#app/features/accounts/profile/profile-nav.tsx";
import { getProfile } from "#app/features/accounts/profile-service.server.ts";
import type { Route } from "./+types/profile-preferences";

export async function loader({ context, request }: Route.LoaderArgs) {
  const profile = await getProfile(getDb(), requireProfileUser(context, request).id);
  return { interests: profile.travelInterests, consent: profile.marketingConsent };
}

export const meta: Route.MetaFunction = (args) =>
  profileMeta(args, "Preferencias", "Tus intereses de viaje y tu consentimiento de publicidad.");

export default function ProfilePreferences({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <SectionHeading title="Preferencias" intro="Cuéntanos qué te gusta para mostrarte ofertas a tu medida." />
      <PreferencesForm
        key={`${loaderData.consent}-${loaderData.interests.join()}`}
        interests={loaderData.interests}
        consent={loaderData.consent}
      />
    </section>
  );
}
