/**
 * Which frame a page gets (SPEC 2.2): checkout pages and Travel Outlet pages trim the shell; the store reception
 * kiosk's pages (/recepcion) get none at all: no header, footer, chat or cookie prompt; the back office has its own.
 */
export type ShellVariant = "default" | "booking" | "outlet" | "kiosk" | "staff";

/** Paths of the promo strip (SPEC 9), besides any path containing 'resultados'. */
export const PROMO_PATHS: readonly string[] = ["/", "/vuelos", "/hoteles", "/vuelohotel", "/paquetes", "/seguro-viaje"];

/** "/vuelos/" and "/vuelos" are the same page. */
function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

export function shellVariantOf(pathname: string): ShellVariant {
  const path = normalise(pathname);
  if (path === "/booking" || path.startsWith("/booking/")) return "booking";
  if (path.startsWith("/traveloutlet")) return "outlet";
  if (path === "/recepcion" || path.startsWith("/recepcion/")) return "kiosk";
  // The staff back office has a frame of its own (app/features/staff/staff-frame.tsx).
  if (path === "/gestion" || path.startsWith("/gestion/")) return "staff";
  return "default";
}

/** SPEC 9: the exact product paths, or any path containing 'resultados'. */
export function isPromoPath(pathname: string): boolean {
  return PROMO_PATHS.includes(normalise(pathname)) || pathname.includes("resultados");
}

/** SPEC 9: the mobile app-download modal applies on URLs containing 'resultados'. */
export function isAppAdUrl(pathname: string, search = ""): boolean {
  return `${pathname}${search}`.includes("resultados");
}
