import { useEffect } from "react";
import { useNavigate, useRevalidator, useSearchParams } from "react-router";
import type { PublicAccountsConfig, SessionUser } from "#request-context";
import { closeAuthDialog, openAuthDialog, useAuthDialog } from "./auth-dialogs.ts";
import { clearStoredUser, SERVER_ERROR, showAuthError, storedUser, storeSignedInUser } from "./auth-client.ts";
import { lazyComponent } from "#app/components/ui/lazy.tsx";
import { safeReturnPath } from "#app/utils/safe-return.ts";

// The dialogs, their forms and schemas are fetched when one first opens (or its trigger is hovered/focused).
const AuthDialogsView = lazyComponent(
  () => import("./auth-dialogs-view.tsx"),
  (module) => module.AuthDialogsView,
);

/** Starts fetching the dialogs' code (hover or focus of a sign-in trigger). */
export const preloadAuthDialogs = AuthDialogsView.preload;

/** Query parameters that open a dialog: links in e-mails, and the profile pages' sign-in redirect. */
export const LOGIN_PARAM = "iniciar-sesion";
export const RECOVER_PARAM = "recuperar";
export const RETURN_PARAM = "volver";
export const SOCIAL_PARAM = "social";

// A link that opens a dialog (the e-mails' links, the profile pages' sign-in redirect) fetches the dialogs' code
// while the page starts, not only after hydration: seconds earlier on a slow phone.
if (typeof window !== "undefined") {
  const params = new URLSearchParams(window.location.search);
  if (params.has(LOGIN_PARAM) || params.has(RECOVER_PARAM)) preloadAuthDialogs();
}

/**
 * Keeps local storage ('usuario', 'bookings') in step with the server session: a user signed in elsewhere
 * (Google redirect) is stored; after sign-out or session expiry nothing of the previous user stays.
 */
function useStoredUserSync(user: SessionUser | null) {
  const userId = user?.id ?? null;
  useEffect(() => {
    const stored = storedUser();
    if (!user) {
      if (stored) clearStoredUser();
      return;
    }
    if (stored?.id !== user.id) {
      void storeSignedInUser({ id: user.id, name: user.firstName, email: user.email, image: user.image });
    }
    // Only a change of user matters; the object identity changes on every revalidation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
}

/** Renders the account dialogs the shell opens with `openAuthDialog` (SPEC 2.5). Mounted once in the root. */
export function AuthDialogs({ user, config }: { user: SessionUser | null; config: PublicAccountsConfig }) {
  const dialog = useAuthDialog();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  useStoredUserSync(user);

  // The Google callback comes back here when sign-in failed (SPEC 8: social sign-up error).
  const socialFailed = searchParams.get(SOCIAL_PARAM) === "error";
  useEffect(() => {
    if (socialFailed) showAuthError(SERVER_ERROR);
  }, [socialFailed]);

  const wantsLogin = searchParams.has(LOGIN_PARAM);
  const wantsRecovery = searchParams.has(RECOVER_PARAM);
  useEffect(() => {
    if (wantsLogin && !user) openAuthDialog("login");
    else if (wantsRecovery && !user) openAuthDialog("forgot-password");
  }, [wantsLogin, wantsRecovery, user]);

  const close = () => {
    closeAuthDialog();
    if (wantsLogin || wantsRecovery) {
      setSearchParams(
        (params) => {
          params.delete(LOGIN_PARAM);
          params.delete(RECOVER_PARAM);
          params.delete(RETURN_PARAM);
          params.delete(SOCIAL_PARAM);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  const onSignedIn = () => {
    closeAuthDialog();
    const back = safeReturnPath(searchParams.get(RETURN_PARAM));
    // A new URL revalidates every loader (the top bar shows the avatar); otherwise revalidate in place.
    if (back) void navigate(back, { replace: true });
    else if (wantsLogin) close();
    else void revalidator.revalidate();
  };

  if (!dialog) return null;
  return (
    <AuthDialogsView
      dialog={dialog}
      onClose={close}
      onSignedIn={onSignedIn}
      onActivatedAccept={() => {
        void Promise.resolve(navigate("/")).then(() => openAuthDialog("login"));
      }}
      config={config}
    />
  );
}
