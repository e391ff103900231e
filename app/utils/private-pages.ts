/**
 * Pages that show one person's data (issue 15 item 7). Their HTML and their `.data` answers carry
 * `Cache-Control: private, no-store`, so no shared cache or browser history keeps them, and the page cache never
 * stores them; so does every page answered to a signed-in visitor (the header shows their name). Later pages with
 * personal data (checkout, booking, complaint look-up) add their path here.
 */
export const PRIVATE_PAGE_PATHS = [
  "/perfil",
  "/confirmacion",
  "/restablecer-contrasena",
  "/cerrar-sesion",
  "/libro-reclamaciones",
  "/booking",
  "/conformidad",
  "/seguros/comprar",
  "/mis-reservas",
] as const;

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Whether a request path (`/perfil/mi-perfil`, `/perfil/mi-perfil.data`, `/confirmacion/abc`) is a private page. */
export function isPrivatePagePath(pathname: string): boolean {
  return PRIVATE_PAGE_PATHS.some(
    (path) => pathname === path || pathname.startsWith(`${path}/`) || pathname.startsWith(`${path}.data`),
  );
}
