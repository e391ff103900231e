import { useMemo, useState } from "react";
import type { PublicAccountsConfig } from "#request-context";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { authApi, httpErrorMessage, SERVER_ERROR, showAuthError } from "./auth-client.ts";
import { makeResetPasswordSchema } from "./auth-schemas.ts";
import { useAccountForm } from "./use-account-form.ts";

/** The new password from an e-mailed reset link, with the sign-up password rules (issue #5). */
export function PasswordResetForm({ token, config }: { token: string; config: PublicAccountsConfig }) {
  const schema = useMemo(
    () => makeResetPasswordSchema({ minLength: config.passwordMinLength, maxLength: config.passwordMaxLength }),
    [config.passwordMinLength, config.passwordMaxLength],
  );
  const form = useAccountForm(schema, { token, password: "", repeatPassword: "" });
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const send = form.submit((payload) => {
    setBusy(true);
    authApi
      .resetPassword(payload)
      .then((response) => setOutcome({ ok: response.isSuccess, message: response.message }))
      .catch((error: unknown) => showAuthError(httpErrorMessage(error, SERVER_ERROR)))
      .finally(() => setBusy(false));
  });

  if (outcome) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="status">{outcome.message}</p>
        <Link appearance="primary" to={outcome.ok ? "/?iniciar-sesion=1" : "/?recuperar=1"}>
          {outcome.ok ? "Iniciar sesión" : "Solicitar un nuevo enlace"}
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={send} className="flex flex-col gap-4">
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        description={`De ${config.passwordMinLength} a ${config.passwordMaxLength} caracteres, con letras y números.`}
        {...form.text("password")}
      />
      <TextField
        label="Repetir contraseña"
        type="password"
        autoComplete="new-password"
        {...form.text("repeatPassword")}
      />
      <Button type="submit" isDisabled={busy}>
        Guardar contraseña
      </Button>
    </form>
  );
}
