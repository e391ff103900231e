import { useState } from "react";
import { Link } from "react-router";
import type { CookieConsent } from "../../features/consent/cookie-consent-schemas.ts";
import {
  ACCEPT_ALL,
  closeCookieSettings,
  openCookieSettings,
  REJECT_OPTIONAL,
  saveCookieChoice,
  useConsentState,
} from "../../features/consent/consent-store.ts";
import { Button } from "../ui/button.tsx";
import { Checkbox } from "../ui/checkbox.tsx";
import { Modal } from "../ui/dialog.tsx";

/**
 * SPEC 2.2: the cookie prompt appears while no choice is stored under COOKIES_CONFIG (so only in the browser,
 * fixed at the bottom: it moves nothing). The settings dialog also opens from the footer.
 */
export function CookiePrompt() {
  const state = useConsentState();
  if (!state) return null;
  return (
    <>
      {state.consent === null && !state.settingsOpen ? <CookieBanner /> : null}
      {state.settingsOpen ? <CookieSettingsDialog current={state.consent} /> : null}
    </>
  );
}

function CookieBanner() {
  return (
    <section
      aria-labelledby="cookie-prompt-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 lg:flex-row lg:items-center lg:gap-6">
        <div className="flex-1">
          <h2 id="cookie-prompt-title" className="text-base font-bold text-ink">
            Tu privacidad es importante
          </h2>
          <p className="text-sm text-ink">
            Usamos cookies propias y de terceros para que el sitio funcione, medir su uso y mostrarte publicidad
            relevante. Puedes aceptarlas todas, rechazar las opcionales o configurarlas. Más información en nuestra{" "}
            <Link to="/politicas" className="text-brand-700 underline underline-offset-2">
              política de protección de datos
            </Link>
            .
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button size="sm" onPress={() => saveCookieChoice(ACCEPT_ALL)}>
            Aceptar todas
          </Button>
          <Button size="sm" variant="secondary" onPress={() => saveCookieChoice(REJECT_OPTIONAL)}>
            Rechazar opcionales
          </Button>
          <Button size="sm" variant="ghost" onPress={openCookieSettings}>
            Configurar
          </Button>
        </div>
      </div>
    </section>
  );
}

function CookieSettingsDialog({ current }: { current: CookieConsent | null }) {
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
