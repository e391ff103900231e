import { Link } from "react-router";
import {
  ACCEPT_ALL,
  openCookieSettings,
  REJECT_OPTIONAL,
  saveCookieChoice,
  useConsentState,
} from "../../features/consent/consent-store.ts";
import { buttonClasses } from "../ui/button-styles.ts";
import { lazyComponent } from "../ui/lazy.tsx";

// The settings dialog (React Aria modal and checkboxes) is fetched when it is first opened.
const CookieSettingsDialog = lazyComponent(
  () => import("./cookie-settings-dialog.tsx"),
  (module) => module.CookieSettingsDialog,
);

/**
 * SPEC 2.2: the cookie prompt appears while no choice is stored under COOKIES_CONFIG, fixed at the bottom (it moves
 * nothing). It is server-rendered, so a first visit sees it with the page; a returning visitor's stored choice hides
 * it before first paint (the head's script and app.css). The settings dialog also opens from the footer.
 */
export function CookiePrompt() {
  const state = useConsentState();
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
      data-cookie-prompt
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
        {/* Inert until the page is interactive, so hidden (not removed: nothing moves) until then. */}
        <div data-js-only className="flex flex-col gap-2 sm:flex-row">
          <button type="button" className={buttonClasses("primary", "sm")} onClick={() => saveCookieChoice(ACCEPT_ALL)}>
            Aceptar todas
          </button>
          <button
            type="button"
            className={buttonClasses("secondary", "sm")}
            onClick={() => saveCookieChoice(REJECT_OPTIONAL)}
          >
            Rechazar opcionales
          </button>
          <button
            type="button"
            className={buttonClasses("ghost", "sm")}
            onClick={openCookieSettings}
            onPointerEnter={CookieSettingsDialog.preload}
            onFocus={CookieSettingsDialog.preload}
          >
            Configurar
          </button>
        </div>
      </div>
    </section>
  );
}
