import { getDb } from "#db";
import { requestContext } from "#request-context";
import { Link } from "#app/components/ui/link.tsx";
import { TokenSchema } from "#app/features/accounts/auth-schemas.ts";
import { PasswordResetForm } from "#app/features/accounts/password-reset-form.tsx";
import { checkResetToken, RECOVERY_MESSAGES } from "#app/features/accounts/recovery-service.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/password-reset";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

export async function loader({ params, context }: Route.LoaderArgs) {
  const config = context.get(requestContext).publicConfig.accounts;
  // Looking at the link does not use it: only saving the new password does.
  if (!TokenSchema.safeParse(params.token).success) return { valid: false, problem: RECOVERY_MESSAGES.invalid, config };
  const check = await checkResetToken(getDb(), params.token);
  return { valid: check.valid, problem: check.problem?.message ?? null, config };
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Restablecer contraseña | Kuntur Viajes",
    description: "Crea una nueva contraseña para tu cuenta de Kuntur Viajes.",
    canonicalPath: "/restablecer-contrasena",
    noIndex: true,
  });

export default function PasswordReset({ loaderData, params }: Route.ComponentProps) {
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-extrabold text-brand-700">Restablecer contraseña</h1>
      {loaderData.valid ? (
        <PasswordResetForm token={params.token} config={loaderData.config} />
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p role="alert">{loaderData.problem}</p>
          <Link appearance="primary" to="/?recuperar=1">
            Solicitar un nuevo enlace
          </Link>
        </div>
      )}
    </section>
  );
}
