import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { HttpError, request } from "#app/platform/http-client.ts";
import { showToast } from "#app/platform/toasts.ts";
import { clearStoredUser } from "#app/features/accounts/auth-client.ts";

/** "Eliminar mi cuenta" with a confirmation (and the password, when the account has one). */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const confirm = () => {
    if (hasPassword && !password) {
      setError("Ingresa tu contraseña");
      return;
    }
    setBusy(true);
    void request<{ message: string }>("/api/v1/me", { method: "DELETE", body: { password } })
      .then((response) => {
        clearStoredUser();
        showToast({ type: "SUCCESS", title: "Cuenta eliminada", message: response.message, seconds: 6 });
        setOpen(false);
        void Promise.resolve(navigate("/")).then(() => revalidator.revalidate());
      })
      .catch((caught: unknown) => {
        setError(
          caught instanceof HttpError ? caught.body.message : "No pudimos eliminar tu cuenta. Inténtalo de nuevo.",
        );
      })
      .finally(() => setBusy(false));
  };

  return (
    <section aria-labelledby="eliminar-cuenta" className="mt-10 rounded-card border border-red-200 p-5">
      <h3 id="eliminar-cuenta" className="text-lg font-bold text-danger">
        Eliminar mi cuenta
      </h3>
      <p className="mt-1 text-sm text-muted">
        Borraremos tus datos personales, tus pasajeros frecuentes y tus preferencias (Ley N.° 29733). Esta acción no se
        puede deshacer.
      </p>
      <Button variant="danger" className="mt-4" onPress={() => setOpen(true)}>
        Eliminar mi cuenta
      </Button>
      <Modal isOpen={open} onOpenChange={setOpen} title="¿Eliminar tu cuenta?" role="alertdialog" size="sm">
        <div className="flex flex-col gap-4">
          <p>Perderás el acceso a tu cuenta y a tus datos guardados.</p>
          {hasPassword ? (
            <TextField
              label="Contraseña"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(value) => {
                setPassword(value);
                setError(undefined);
              }}
              errorMessage={error}
            />
          ) : error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button variant="danger" onPress={confirm} isDisabled={busy}>
              Sí, eliminar mi cuenta
            </Button>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Cancelar
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
