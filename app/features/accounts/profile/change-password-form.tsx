import { useMemo } from "react";
import type { PublicAccountsConfig } from "#request-context";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { makeChangePasswordSchema } from "#app/features/accounts/profile-schemas.ts";
import { useAccountForm } from "#app/features/accounts/use-account-form.ts";
import { useProfileSave } from "./use-profile-save.ts";

const EMPTY = { currentPassword: "", newPassword: "", repeatPassword: "" };

/** cambiar contraseña: current, new (sign-up rules), repeated. Other sessions end on success. */
export function ChangePasswordForm({ config }: { config: PublicAccountsConfig }) {
  const schema = useMemo(
    () => makeChangePasswordSchema({ minLength: config.passwordMinLength, maxLength: config.passwordMaxLength }),
    [config.passwordMinLength, config.passwordMaxLength],
  );
  const form = useAccountForm(schema, EMPTY);
  const { save, busy } = useProfileSave();
  return (
    <form
      noValidate
      className="flex max-w-md flex-col gap-4"
      onSubmit={form.submit((payload) => {
        void save("/api/v1/me/password", "POST", payload, "Tu contraseña fue actualizada.").then((error) => {
          if (!error) form.reset();
        });
      })}
    >
      <TextField
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        {...form.text("currentPassword")}
      />
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        description={`De ${config.passwordMinLength} a ${config.passwordMaxLength} caracteres, con letras y números.`}
        {...form.text("newPassword")}
      />
      <TextField
        label="Repetir nueva contraseña"
        type="password"
        autoComplete="new-password"
        {...form.text("repeatPassword")}
      />
      <Button type="submit" isDisabled={busy} className="self-start">
        Cambiar contraseña
      </Button>
    </form>
  );
}
