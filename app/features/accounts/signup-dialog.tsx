import { useMemo, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";
import { Tabs } from "#app/components/ui/tabs.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { PublicAccountsConfig } from "#request-context";
import { openAuthDialog } from "./auth-dialogs.ts";
import { authApi, SERVER_ERROR, showAuthError } from "./auth-client.ts";
import { makeSignUpFormSchema } from "./auth-schemas.ts";
import { linkButtonClass } from "./login-dialog.tsx";
import { useAccountForm } from "./use-account-form.ts";

const EMPTY = {
  Firstname: "",
  FatherLastname: "",
  MotherLastname: "",
  Ruc: "",
  BusinessName: "",
  Email: "",
  Password: "",
  RepeatPassword: "",
};

function SignUpForm({ isPerson, config }: { isPerson: boolean; config: PublicAccountsConfig }) {
  const schema = useMemo(
    () => makeSignUpFormSchema({ minLength: config.passwordMinLength, maxLength: config.passwordMaxLength }),
    [config.passwordMinLength, config.passwordMaxLength],
  );
  const form = useAccountForm(schema, { ...EMPTY, IsPerson: isPerson });
  const [busy, setBusy] = useState(false);

  const send = form.submit(({ RepeatPassword: _repeat, ...payload }) => {
    setBusy(true);
    authApi
      .register(payload)
      .then((response) => {
        // SPEC 8: an unsuccessful answer leaves the dialog open, with no message.
        if (response.isSuccess) openAuthDialog("verify-email");
      })
      .catch(() => showAuthError(SERVER_ERROR))
      .finally(() => setBusy(false));
  });

  return (
    <form noValidate onSubmit={send} className="grid gap-4 sm:grid-cols-2">
      <TextField label="Nombre(s)" autoComplete="given-name" className="sm:col-span-2" {...form.text("Firstname")} />
      <TextField label="Primer apellido" autoComplete="family-name" {...form.text("FatherLastname")} />
      <TextField label="Segundo apellido" autoComplete="additional-name" {...form.text("MotherLastname")} />
      {isPerson ? null : (
        <>
          <TextField label="RUC" inputMode="numeric" maxLength={11} {...form.text("Ruc")} />
          <TextField label="Razón social" autoComplete="organization" {...form.text("BusinessName")} />
        </>
      )}
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
        {...form.text("Email")}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        description={`De ${config.passwordMinLength} a ${config.passwordMaxLength} caracteres, con letras y números.`}
        {...form.text("Password")}
      />
      <TextField
        label="Repetir contraseña"
        type="password"
        autoComplete="new-password"
        {...form.text("RepeatPassword")}
      />
      <Button type="submit" isDisabled={busy} className="sm:col-span-2">
        Crear cuenta
      </Button>
    </form>
  );
}

/** SPEC 2.5 sign-up dialog: Personal and Empresa (RUC and business name), then the verify-your-email dialog. */
export function SignUpDialog({
  isOpen,
  onClose,
  config,
}: {
  isOpen: boolean;
  onClose: () => void;
  config: PublicAccountsConfig;
}) {
  const [tab, setTab] = useState<"personal" | "empresa">("personal");
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title="Crea tu cuenta" size="lg">
      <Tabs
        label="Tipo de cuenta"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key === "empresa" ? "empresa" : "personal")}
        items={[
          { id: "personal", label: "Personal", content: <SignUpForm isPerson config={config} /> },
          { id: "empresa", label: "Empresa", content: <SignUpForm isPerson={false} config={config} /> },
        ]}
      />
      <p className="mt-6 text-sm">
        ¿Ya tienes una cuenta?{" "}
        <button type="button" className={linkButtonClass} onClick={() => openAuthDialog("login")}>
          Inicia sesión
        </button>
      </p>
    </Modal>
  );
}
