import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { openAuthDialog } from "./auth-dialogs.ts";
import { authApi, httpErrorMessage, RECOVERY_DEFAULT_MESSAGE, SERVER_ERROR, showAuthError } from "./auth-client.ts";
import { ForgotPasswordSchema } from "./auth-schemas.ts";
import { linkButtonClass } from "./login-dialog.tsx";
import { useAccountForm } from "./use-account-form.ts";

function RequestForm({ onSent }: { onSent: (message: string) => void }) {
  const form = useAccountForm(ForgotPasswordSchema, { email: "" });
  const [busy, setBusy] = useState(false);
  const send = form.submit(({ email }) => {
    setBusy(true);
    authApi
      .recoverPassword(email)
      .then((response) => {
        if (response.isSuccess) onSent(response.message || RECOVERY_DEFAULT_MESSAGE);
        else showAuthError(response.message || SERVER_ERROR);
      })
      .catch((error: unknown) => showAuthError(httpErrorMessage(error, SERVER_ERROR)))
      .finally(() => setBusy(false));
  });
  return (
    <form noValidate onSubmit={send} className="flex flex-col gap-4">
      <p>Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.</p>
      <TextField label="Correo electrónico" type="email" autoComplete="email" {...form.text("email")} />
      <Button type="submit" isDisabled={busy}>
        Enviar enlace
      </Button>
      <button type="button" className={`${linkButtonClass} self-start text-sm`} onClick={() => openAuthDialog("login")}>
        Volver a iniciar sesión
      </button>
    </form>
  );
}

/** SPEC 2.5 forgot-password dialog; on success its confirmation, whose 'Inicia sesión' returns to login. */
export function ForgotPasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const close = () => {
    setSentMessage(null);
    onClose();
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title={sentMessage ? "Revisa tu correo" : "Recupera tu contraseña"}
      role={sentMessage ? "alertdialog" : "dialog"}
    >
      {sentMessage ? (
        <div className="flex flex-col gap-4">
          <p role="status">{sentMessage}</p>
          <Button
            onPress={() => {
              setSentMessage(null);
              openAuthDialog("login");
            }}
          >
            Inicia sesión
          </Button>
        </div>
      ) : (
        <RequestForm onSent={setSentMessage} />
      )}
    </Modal>
  );
}
