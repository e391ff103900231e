import type { PublicAccountsConfig } from "#request-context";
import type { AuthDialog } from "./auth-dialogs.ts";
// Always shown in a modal: its code comes with this chunk (one round trip), not after this part has rendered.
import "#app/components/ui/dialog-impl.tsx";
import { ForgotPasswordDialog } from "./forgot-password-dialog.tsx";
import { LoginDialog } from "./login-dialog.tsx";
import { SignUpDialog } from "./signup-dialog.tsx";
import { ActivatedDialog, VerifyEmailDialog } from "./status-dialogs.tsx";

/** The account dialogs (SPEC 2.5); the host in the root decides which one is open. */
export function AuthDialogsView({
  dialog,
  onClose,
  onSignedIn,
  onActivatedAccept,
  config,
}: {
  dialog: NonNullable<AuthDialog>;
  onClose: () => void;
  onSignedIn: () => void;
  onActivatedAccept: () => void;
  config: PublicAccountsConfig;
}) {
  return (
    <>
      <LoginDialog
        isOpen={dialog === "login"}
        onClose={onClose}
        onSignedIn={onSignedIn}
        googleSignIn={config.googleSignIn}
      />
      <SignUpDialog isOpen={dialog === "signup"} onClose={onClose} config={config} />
      <ForgotPasswordDialog isOpen={dialog === "forgot-password"} onClose={onClose} />
      <VerifyEmailDialog isOpen={dialog === "verify-email"} onClose={onClose} />
      <ActivatedDialog isOpen={dialog === "activated"} onAccept={onActivatedAccept} />
    </>
  );
}
