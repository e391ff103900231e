import { getDb } from "#db";
import { requireProfileUser } from "#app/features/accounts/profile/profile-guard.server.ts";
import { profileMeta } from "#app/features/accounts/profile/profile-meta.ts";
import { SectionHeading } from "#app/features/accounts/profile/profile-nav.tsx";
import { MyPolicies } from "#app/features/insurance/my-policies.tsx";
import { listUserPolicies } from "#app/features/insurance/policy-queries.server.ts";
import type { Route } from "./+types/profile-insurance";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { policies: await listUserPolicies(getDb(), requireProfileUser(context, request).id) };
}

export const meta: Route.MetaFunction = (args) =>
  profileMeta(
    args,
    "Mis seguros",
    "Tus seguros de viaje comprados con Kuntur Viajes: estado, asegurados y coberturas.",
  );

export default function ProfileInsurance({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <SectionHeading title="Mis seguros" />
      <MyPolicies policies={loaderData.policies} />
    </section>
  );
}
