import { useState } from "react";
import type { CookieConsent } from "#app/features/consent/cookie-consent-schemas.ts";
import { ACCEPT_ALL, closeCookieSettings, saveCookieChoice } from "#app/features/consent/consent-store.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";
// Always shown in a modal: its code comes with this chunk (one round trip), not after this part has rendered.
import "#app/components/ui/dialog-impl.tsx";

/** The cookie categories (from the prompt's 'Configurar' or the footer); loaded when first opened. */
export function CookieSettingsDialog({ current }: { current: CookieConsent | null }) {
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const [marketing, setMarketing] = useState(current?.marketing ?? false);
  return (
    <Modal
      title="Configuración de cookies"
      isOpen
      onOpenChange={(open) => {
        if (!open) closeCookieSettings();
      }}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          saveCookieChoice({ analytics, marketing });
        }}
      >
        <p className="text-sm text-ink">Elige qué cookies aceptas. Puedes cambiar tu elección en cualquier momento.</p>
        <Checkbox isSelected isDisabled>
          <strong>Necesarias</strong> (siempre activas): permiten que el sitio funcione, recuerdan tus preferencias y
          protegen tu sesión.
        </Checkbox>
        <Checkbox isSelected={analytics} onChange={setAnalytics}>
          <strong>Analíticas</strong>: nos ayudan a entender cómo se usa el sitio para mejorarlo.
        </Checkbox>
        <Checkbox isSelected={marketing} onChange={setMarketing}>
          <strong>Marketing</strong>: permiten mostrarte publicidad relevante en otros sitios.
        </Checkbox>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onPress={() => saveCookieChoice(ACCEPT_ALL)}>
            Aceptar todas
          </Button>
          <Button type="submit">Guardar preferencias</Button>
        </div>
      </form>
    </Modal>
  );
}
