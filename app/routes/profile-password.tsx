import { getDb } from "#db";
import { requestContext } from "#request-context";
import { Link } from "#app/components/ui/link.tsx";
import { ChangePasswordForm } from "#app/features/accounts/profile/change-password-form.tsx";
import { requireProfileUser } from "#app/features/accounts/profile/profile-guard.server.ts";
import { profileMeta } from "#app/features/accounts/profile/profile-meta.ts";
import { SectionHeading } from "#app/features/accounts/profile/profile-nav.tsx";
import { getProfile } from "#app/features/accounts/profile-service.server.ts";
import type { Route } from "./+types/profile-password";

export async function loader({ context, request }: Route.LoaderArgs) {
  const profile = await getProfile(getDb(), requireProfileUser(context, request).id);
  return { hasPassword: profile.hasPassword, config: context.get(requestContext).publicConfig.accounts };
}

export const meta: Route.MetaFunction = (args) =>
  profileMeta(args, "Cambiar contraseña", "Cambia la contraseña de tu cuenta de Kuntur Viajes.");

export default function ProfilePassword({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <SectionHeading
        title="Cambiar contraseña"
        intro="Al cambiarla, cerraremos tu sesión en los demás dispositivos."
      />
      {loaderData.hasPassword ? (
        <ChangePasswordForm config={loaderData.config} />
      ) : (
        <p className="max-w-xl">
          Tu cuenta inicia sesión con Google y no tiene contraseña. Si quieres crear una, pide un enlace desde{" "}
          <Link to="/?recuperar=1">¿Olvidaste tu contraseña?</Link>
        </p>
      )}
    </section>
  );
}
