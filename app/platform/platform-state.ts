/** Platform state recorded from the page URL's `mobile` and `device` query parameters (SPEC 7, interceptors). */
export type PlatformState = { mobile: boolean; device: string | null };

const SESSION_KEY = "platformState";
let state: PlatformState = { mobile: false, device: null };
let loaded = false;

function load() {
  if (loaded || typeof window === "undefined") return;
  loaded = true;
  try {
    const raw = window.sessionStorage.getItem(SESSION_KEY);
    if (raw) state = JSON.parse(raw) as PlatformState;
  } catch {
    // Storage blocked: keep the defaults.
  }
}

/** Reads `mobile` and `device` from a query string; parameters that are absent leave the state as it was. */
export function recordPlatformState(search: string): PlatformState {
  load();
  const params = new URLSearchParams(search);
  const mobile = params.get("mobile");
  const device = params.get("device");
  if (mobile === null && device === null) return state;
  state = {
    mobile: mobile === null ? state.mobile : mobile === "true" || mobile === "1",
    device: device === null ? state.device : device.slice(0, 40) || null,
  };
  try {
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(state));
  } catch {
    // Storage blocked: the state lives for this page only.
  }
  return state;
}

export function getPlatformState(): PlatformState {
  load();
  return state;
}
