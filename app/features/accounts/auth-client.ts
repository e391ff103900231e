import { http, HttpError } from "#app/platform/http-client.ts";
import { readStored, removeStored, STORAGE_KEYS, writeStored } from "#app/platform/storage-keys.ts";
import { showToast } from "#app/platform/toasts.ts";
import type { Login, SignUp } from "./auth-schemas.ts";

/** SPEC 3 auth response. */
export type AuthUser = { id: string; name: string; email: string; image: string | null };
export type AuthResponse = { isSuccess: boolean; message: string; user?: AuthUser; reason?: string };

/** What is kept under local storage 'usuario' (SPEC 3: a JSON object with an e-mail field). */
export type StoredUser = { id: string; name: string; email: string; image: string | null };

export const AUTH_ERROR = "Error de autenticación";
export const SERVER_ERROR = "Error del servidor";
/** SPEC 8: the recovery confirmation's default text. */
export const RECOVERY_DEFAULT_MESSAGE =
  "Hemos enviado un correo para la activación de su cuenta, por favor verifique su bandeja.";
const ERROR_SECONDS = 10;

export const authApi = {
  login: (payload: Login) => http.post<AuthResponse>("/api/v1/auth/login", payload),
  register: (payload: SignUp) => http.post<AuthResponse>("/api/v1/auth/register", payload),
  recoverPassword: (email: string) => http.post<AuthResponse>("/api/v1/auth/password-recovery", { email }),
  resetPassword: (payload: { token: string; password: string; repeatPassword: string }) =>
    http.post<AuthResponse>("/api/v1/auth/password-reset", payload),
  confirmEmail: (token: string) => http.post<AuthResponse>("/api/v1/auth/confirm-email", { token }),
  resendConfirmation: (email: string) => http.post<AuthResponse>("/api/v1/auth/confirmation-email", { email }),
};

/** SPEC 8 error toast: title 'Error', 10 s. */
export function showAuthError(message: string): void {
  showToast({ type: "ERROR", title: "Error", message, seconds: ERROR_SECONDS });
}

/** A 429 carries its own Spanish message (wait time); any other HTTP error gets the given default. */
export function httpErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.status === 429 && error.body.message) return error.body.message;
  return fallback;
}

/**
 * After sign-in (SPEC 4): store the user under 'usuario', then fetch and store all the user's bookings under
 * 'bookings'; when the user has no image, fetch the avatar by user id. Failures leave the sign-in intact.
 */
export async function storeSignedInUser(user: AuthUser): Promise<void> {
  const stored: StoredUser = { id: user.id, name: user.name, email: user.email, image: user.image };
  writeStored(STORAGE_KEYS.user, stored);
  try {
    const bookings = await http.get<unknown[]>("/api/v1/me/bookings", { noLoading: true });
    writeStored(STORAGE_KEYS.bookings, bookings);
  } catch {
    // Analytics only reads the list's length; without it the visitor just counts as a new customer.
  }
  if (!readStored<StoredUser | null>(STORAGE_KEYS.user, null)?.image) {
    try {
      const avatar = await http.get<{ image: string | null }>(`/api/v1/users/${encodeURIComponent(user.id)}/avatar`, {
        noLoading: true,
      });
      if (avatar.image) writeStored(STORAGE_KEYS.user, { ...stored, image: avatar.image });
    } catch {
      // The top bar shows the initial instead.
    }
  }
}

/** Sign-out and session expiry: nothing of the previous user stays in the browser. */
export function clearStoredUser(): void {
  removeStored(STORAGE_KEYS.user);
  removeStored(STORAGE_KEYS.bookings);
}

export function storedUser(): StoredUser | null {
  return readStored<StoredUser | null>(STORAGE_KEYS.user, null);
}
