import { getDb } from "#db";
import { requireProfileUser } from "#app/features/accounts/profile/profile-guard.server.ts";
import { DeleteAccount } from "#app/features/accounts/profile/delete-account.tsx";
import { profileMeta } from "#app/features/accounts/profile/profile-meta.ts";
import { SectionHeading } from "#app/features/accounts/profile/profile-nav.tsx";
import { getProfile } from "#app/features/accounts/profile-service.server.ts";
import type { Route } from "./+types/profile-overview";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireProfileUser(context, request);
  return getProfile(getDb(), user.id);
}

export const meta: Route.MetaFunction = (args) =>
  profileMeta(args, "Mi perfil", "Tu cuenta de Kuntur Viajes: nombre, correo y tipo de cuenta.");

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-200 py-3 sm:flex-row sm:gap-6">
      <dt className="font-semibold text-muted sm:w-48">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

export default function ProfileOverview({ loaderData: profile }: Route.ComponentProps) {
  const fullName = [profile.firstName, profile.fatherLastname, profile.motherLastname].filter(Boolean).join(" ");
  return (
    <section>
      <SectionHeading title="Mi perfil" />
      <dl>
        <Row label="Nombre">{fullName}</Row>
        <Row label="Correo electrónico">
          <span className="break-all">{profile.email}</span>{" "}
          {profile.emailVerified ? (
            <span className="ml-1 inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-sm font-semibold text-success">
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className="size-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
              >
                <path d="M3 8.5l3 3 7-7" />
              </svg>
              Verificado
            </span>
          ) : (
            <span className="ml-1 rounded-full bg-amber-50 px-2 py-0.5 text-sm font-semibold text-warning">
              Sin verificar
            </span>
          )}
        </Row>
        <Row label="Tipo de cuenta">{profile.isPerson ? "Personal" : "Empresa"}</Row>
        {profile.isPerson ? null : (
          <>
            <Row label="RUC">{profile.ruc}</Row>
            <Row label="Razón social">{profile.businessName}</Row>
          </>
        )}
        {profile.socialNetwork === "G" ? <Row label="Inicio de sesión">Con tu cuenta de Google</Row> : null}
      </dl>
      <DeleteAccount hasPassword={profile.hasPassword} />
    </section>
  );
}
