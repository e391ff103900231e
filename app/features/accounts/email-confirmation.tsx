import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { openAuthDialog } from "./auth-dialogs.ts";
import { authApi, httpErrorMessage, SERVER_ERROR, showAuthError } from "./auth-client.ts";
import { ResendConfirmationSchema, TokenSchema } from "./auth-schemas.ts";
import { useAccountForm } from "./use-account-form.ts";

const INVALID_LINK = "El enlace de confirmación no es válido. Solicita un nuevo correo de confirmación.";

function ResendForm() {
  const form = useAccountForm(ResendConfirmationSchema, { email: "" });
  const [sent, setSent] = useState<string | null>(null);
  const send = form.submit(({ email }) => {
    authApi
      .resendConfirmation(email)
      .then((response) => setSent(response.message))
      .catch((error: unknown) => showAuthError(httpErrorMessage(error, SERVER_ERROR)));
  });
  if (sent) return <p role="status">{sent}</p>;
  return (
    <form noValidate onSubmit={send} className="flex flex-col gap-3">
      <TextField label="Correo electrónico" type="email" autoComplete="email" {...form.text("email")} />
      <Button type="submit" variant="secondary">
        Enviarme un nuevo correo
      </Button>
    </form>
  );
}

/**
 * Confirms the e-mail of a /confirmacion/{token} link once the page has loaded (SPEC 2.4). Done from the browser,
 * not the loader: mail scanners that prefetch links must not spend the single-use token.
 */
export function EmailConfirmation({ token }: { token: string }) {
  const navigate = useNavigate();
  const started = useRef(false);
  const malformed = !TokenSchema.safeParse(token).success;
  const [problem, setProblem] = useState<string | null>(malformed ? INVALID_LINK : null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (malformed) return;
    authApi
      .confirmEmail(token)
      .then((response) => {
        if (response.isSuccess) openAuthDialog("activated");
        else setProblem(response.message || INVALID_LINK);
      })
      .catch((error: unknown) => showAuthError(httpErrorMessage(error, SERVER_ERROR)));
  }, [token, malformed]);

  return (
    <Modal
      isOpen={problem !== null}
      onOpenChange={(open) => !open && setProblem(null)}
      title="No pudimos confirmar tu correo"
    >
      <div className="flex flex-col gap-4">
        <p>{problem}</p>
        <ResendForm />
        <Button
          variant="ghost"
          onPress={() => {
            setProblem(null);
            void navigate("/");
            openAuthDialog("login");
          }}
        >
          Ir a iniciar sesión
        </Button>
      </div>
    </Modal>
  );
}
