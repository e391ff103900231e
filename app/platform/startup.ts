/** Start-up sequence of SPEC 4: register carousels, hydrate, wait for stability and fonts, then reveal. */

export const STABILITY_TIMEOUT_MS = 2000;
export const FONTS_TIMEOUT_MS = 1200;
export const NOT_STABLE_MESSAGE = "App did not stabilize in 2s, continuing...";
export const CAROUSEL_REGISTER_WARNING = "Swiper register failed (browser):";

let resolveStable: (() => void) | undefined;
const stable = new Promise<void>((resolve) => {
  resolveStable = resolve;
});

/** Called by the root once hydration has committed and the router is idle. */
export function markAppStable(): void {
  resolveStable?.();
}

function timeout(ms: number): Promise<"timeout"> {
  return new Promise((resolve) => setTimeout(() => resolve("timeout"), ms));
}

/**
 * `document.fonts.ready` brings style and layout up to date synchronously (Blink does, so that pending styles can
 * start their font loads). Read right after hydration it laid out the whole page inside the hydration's last task
 * (up to 60 ms at 4x CPU slowdown, decision 028); read after the next frame has rendered, layout is already done.
 */
function fontsReadyAfterFrame(): Promise<unknown> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  }).then(() => document.fonts.ready);
}

export type StartupSteps = {
  registerCarousels: () => void;
  hydrate: () => void;
  fontsReady?: () => Promise<unknown>;
  whenStable?: () => Promise<void>;
  nextFrame?: (callback: () => void) => void;
  root?: HTMLElement;
  log?: Pick<Console, "warn" | "error">;
};

/** Runs the sequence; each wait is bounded, and no failure is shown to the visitor. */
export async function runStartup(steps: StartupSteps): Promise<void> {
  const log = steps.log ?? console;
  try {
    try {
      steps.registerCarousels();
    } catch (error) {
      log.warn(CAROUSEL_REGISTER_WARNING, error);
    }
    steps.hydrate();
    const stableResult = await Promise.race([(steps.whenStable ?? (() => stable))(), timeout(STABILITY_TIMEOUT_MS)]);
    if (stableResult === "timeout") log.warn(NOT_STABLE_MESSAGE);
    const fontsReady = steps.fontsReady ?? fontsReadyAfterFrame;
    await Promise.race([fontsReady().catch(() => undefined), timeout(FONTS_TIMEOUT_MS)]);
    const root = steps.root ?? document.documentElement;
    (steps.nextFrame ?? requestAnimationFrame)(() => root.classList.remove("hydrating"));
  } catch (error) {
    log.error("No se pudo iniciar la aplicación:", error);
  }
}
