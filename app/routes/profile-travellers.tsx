import { getDb } from "#db";
import { requireProfileUser } from "#app/features/accounts/profile/profile-guard.server.ts";
import { profileMeta } from "#app/features/accounts/profile/profile-meta.ts";
import { SectionHeading } from "#app/features/accounts/profile/profile-nav.tsx";
import { TravellersManager } from "#app/features/accounts/profile/travellers-manager.tsx";
import { listTravellers } from "#app/features/accounts/travellers-service.server.ts";
import type { Route } from "./+types/profile-travellers";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { travellers: await listTravellers(getDb(), requireProfileUser(context, request).id) };
}

export const meta: Route.MetaFunction = (args) =>
  profileMeta(args, "Pasajeros frecuentes", "Las personas con las que viajas, para completar tus reservas.");

export default function ProfileTravellers({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <SectionHeading
        title="Pasajeros frecuentes"
        intro="Guarda los datos de quienes viajan contigo y complétalos en un clic al reservar."
      />
      <TravellersManager travellers={loaderData.travellers} />
    </section>
  );
}
