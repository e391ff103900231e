import { Button } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";
import { openAuthDialog } from "./auth-dialogs.ts";

/** After sign-up (SPEC 8): a verification e-mail was sent; confirm access from it. A link returns to login. */
export function VerifyEmailDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title="Verifica tu correo" role="alertdialog">
      <div className="flex flex-col gap-4">
        <p>
          Te enviamos un correo de verificación. Abre el enlace que contiene para confirmar tu acceso y activar tu
          cuenta.
        </p>
        <p className="text-sm text-muted">Si no lo ves en unos minutos, revisa la carpeta de correo no deseado.</p>
        <Button variant="secondary" onPress={() => openAuthDialog("login")}>
          Volver a iniciar sesión
        </Button>
      </div>
    </Modal>
  );
}

/** SPEC 2.4 activation (verified-user) modal: accepting goes home and opens the login dialog. */
export function ActivatedDialog({ isOpen, onAccept }: { isOpen: boolean; onAccept: () => void }) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onAccept()}
      title="¡Tu cuenta está activa!"
      role="alertdialog"
      closable={false}
    >
      <div className="flex flex-col gap-4">
        <p>Confirmamos tu correo. Ya puedes iniciar sesión y planificar tu próximo viaje con Kuntur Viajes.</p>
        <Button onPress={onAccept}>Aceptar</Button>
      </div>
    </Modal>
  );
}
