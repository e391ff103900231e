import { getDb } from "#db";
import { ContactForm } from "#app/features/accounts/profile/contact-form.tsx";
import { requireProfileUser } from "#app/features/accounts/profile/profile-guard.server.ts";
import { profileMeta } from "#app/features/accounts/profile/profile-meta.ts";
import { SectionHeading } from "#app/features/accounts/profile/profile-nav.tsx";
import { getProfile } from "#app/features/accounts/profile-service.server.ts";
import type { Route } from "./+types/profile-contact";

export async function loader({ context, request }: Route.LoaderArgs) {
  return getProfile(getDb(), requireProfileUser(context, request).id);
}

export const meta: Route.MetaFunction = (args) =>
  profileMeta(args, "Datos de contacto", "Tus nombres, documento, fecha de nacimiento y teléfono.");

export default function ProfileContact({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <SectionHeading title="Datos de contacto" intro="Los usaremos para completar tus reservas más rápido." />
      <ContactForm key={loaderData.id} profile={loaderData} />
    </section>
  );
}
