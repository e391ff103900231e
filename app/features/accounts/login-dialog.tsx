import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";
import { Tabs } from "#app/components/ui/tabs.tsx";
import { fieldErrorClass } from "#app/components/ui/field-styles.ts";
import { TextField } from "#app/components/ui/text-field.tsx";
import { getPlatformState } from "#app/platform/platform-state.ts";
import { openAuthDialog } from "./auth-dialogs.ts";
import {
  AUTH_ERROR,
  authApi,
  httpErrorMessage,
  showAuthError,
  storeSignedInUser,
  type AuthUser,
} from "./auth-client.ts";
import { LoginSchema } from "./auth-schemas.ts";
import { useAccountForm } from "./use-account-form.ts";

export const linkButtonClass =
  "cursor-pointer text-brand-700 underline underline-offset-2 outline-none hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-accent-400 rounded";

/** SPEC 6: the social button is for desktop browsers only (not phones, not iOS). The dialog renders client-side only. */
function socialButtonAllowed(): boolean {
  if (typeof window === "undefined") return false;
  const ios =
    /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  const mobile = window.matchMedia("(max-width: 767.98px)").matches || getPlatformState().mobile;
  return !ios && !mobile;
}

function LoginForm({ isPerson, onSignedIn }: { isPerson: boolean; onSignedIn: (user: AuthUser) => void }) {
  const form = useAccountForm(LoginSchema, { username: "", password: "", isPerson });
  const [busy, setBusy] = useState(false);
  // A refused sign-in (wrong password, too many attempts) is said next to the form, not only in a toast.
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (message: string) => {
    setFailure(message);
    showAuthError(message);
  };

  const send = form.submit((payload) => {
    setBusy(true);
    setFailure(null);
    authApi
      .login(payload)
      .then((response) => {
        if (response.isSuccess && response.user) onSignedIn(response.user);
        else fail(response.message || AUTH_ERROR);
      })
      .catch((error: unknown) => fail(httpErrorMessage(error, AUTH_ERROR)))
      .finally(() => setBusy(false));
  });

  return (
    <form noValidate onSubmit={send} className="flex flex-col gap-4">
      <TextField label="Correo electrónico" type="email" autoComplete="username" {...form.text("username")} />
      <TextField label="Contraseña" type="password" autoComplete="current-password" {...form.text("password")} />
      <p role="alert" className={`${fieldErrorClass} empty:hidden`}>
        {failure}
      </p>
      <Button type="submit" isDisabled={busy}>
        Ingresar
      </Button>
    </form>
  );
}

/** SPEC 2.5 login dialog: Personal and Empresa tabs (switching resets both forms), links to sign up and recover. */
export function LoginDialog({
  isOpen,
  onClose,
  onSignedIn,
  googleSignIn,
}: {
  isOpen: boolean;
  onClose: () => void;
  onSignedIn: (user: AuthUser) => void;
  googleSignIn: boolean;
}) {
  const [tab, setTab] = useState<"personal" | "empresa">("personal");
  // A new generation remounts both forms: switching tabs resets them (SPEC 2.5).
  const [generation, setGeneration] = useState(0);

  const signedIn = (user: AuthUser) => {
    onSignedIn(user);
    void storeSignedInUser(user);
  };

  const social =
    googleSignIn && isOpen && socialButtonAllowed() ? (
      <a
        href={`/api/v1/auth/google?volver=${encodeURIComponent(window.location.pathname + window.location.search)}`}
        className="mt-4 flex min-h-11 items-center justify-center gap-2 rounded-control border border-slate-400 px-4 font-semibold text-ink hover:bg-surface focus-visible:ring-4 focus-visible:ring-accent-400"
      >
        Continuar con Google
      </a>
    ) : null;

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title="Iniciar sesión">
      <Tabs
        label="Tipo de cuenta"
        selectedKey={tab}
        onSelectionChange={(key) => {
          setTab(key === "empresa" ? "empresa" : "personal");
          setGeneration((value) => value + 1);
        }}
        items={[
          {
            id: "personal",
            label: "Personal",
            content: (
              <>
                <LoginForm key={`p${generation}`} isPerson onSignedIn={signedIn} />
                {social}
              </>
            ),
          },
          {
            id: "empresa",
            label: "Empresa",
            content: <LoginForm key={`e${generation}`} isPerson={false} onSignedIn={signedIn} />,
          },
        ]}
      />
      <div className="mt-6 flex flex-col items-start gap-2 text-sm">
        <button type="button" className={linkButtonClass} onClick={() => openAuthDialog("forgot-password")}>
          ¿Olvidaste tu contraseña?
        </button>
        <p>
          ¿No tienes cuenta?{" "}
          <button type="button" className={linkButtonClass} onClick={() => openAuthDialog("signup")}>
            Crea una cuenta
          </button>
        </p>
      </div>
    </Modal>
  );
}
