import { Link, useLocation } from "react-router";
import {
  ACCEPT_ALL,
  openCookieSettings,
  REJECT_OPTIONAL,
  saveCookieChoice,
  useConsentState,
} from "#app/features/consent/consent-store.ts";
import { COOKIE_CHOICE_PATH } from "#app/features/consent/cookie-choice.ts";
import type { CookieChoice } from "#app/features/consent/cookie-consent-schemas.ts";
import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { lazyComponent } from "#app/components/ui/lazy.tsx";

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

function ChoiceButton(props: {
  choice: CookieChoice;
  value: string;
  variant: "primary" | "secondary";
  children: string;
}) {
  return (
    <button
      type="submit"
      name="eleccion"
      value={props.value}
      className={buttonClasses(props.variant, "sm")}
      onClick={(event) => {
        event.preventDefault();
        saveCookieChoice(props.choice);
      }}
    >
      {props.children}
    </button>
  );
}

function CookieBanner() {
  const location = useLocation();
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
        {/* A plain form: before hydration and without JavaScript the server records the choice (cookie-choice.tsx). */}
        <form method="post" action={COOKIE_CHOICE_PATH} className="flex flex-col gap-2 sm:flex-row">
          <input type="hidden" name="volver" value={location.pathname + location.search} />
          <ChoiceButton choice={ACCEPT_ALL} value="aceptar" variant="primary">
            Aceptar todas
          </ChoiceButton>
          <ChoiceButton choice={REJECT_OPTIONAL} value="rechazar" variant="secondary">
            Rechazar opcionales
          </ChoiceButton>
          {/* The settings dialog needs JavaScript: hidden (not removed: nothing moves) until the page is interactive. */}
          <button
            type="button"
            data-js-only
            className={buttonClasses("ghost", "sm")}
            onClick={openCookieSettings}
            onPointerEnter={CookieSettingsDialog.preload}
            onFocus={CookieSettingsDialog.preload}
          >
            Configurar
          </button>
        </form>
      </div>
    </section>
  );
}
