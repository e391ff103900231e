import { brand } from "#app/config/brand.ts";
import { HOME_TABS } from "#app/features/home/home-tabs.ts";
import { iconButtonClass } from "./top-bar-styles.ts";

/** Where 'Mis reservas' leads: the guests' look-up (a signed-in visitor is sent on to the profile's list). */
export const MY_BOOKINGS_PATH = "/mis-reservas";

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${String(char.charCodeAt(0))};`);

/** A row's look, in app/components-classes.css (ten rows in every page's HTML). */
const ROW = "kv-menu-row";

/**
 * The phone menu without JavaScript (server-rendered HTML inside <noscript>, so the browser bundle does not carry
 * it): a native disclosure with the drawer's links. With JavaScript the menu button opens the drawer instead.
 */
export function noScriptMenuHtml(): string {
  const links: Array<[string, string]> = [
    ...HOME_TABS.filter((tab) => !tab.path.includes("?")).map((tab): [string, string] => [tab.path, tab.label]),
    [MY_BOOKINGS_PATH, "Mis reservas"],
    ["/canales-de-atencion", "Contáctanos"],
    ["/nuestras-agencias", "Tiendas"],
    [`tel:${brand.salesPhoneE164}`, `Ventas ${brand.salesPhone}`],
    [brand.helpCenterUrl, "Atención al cliente"],
  ];
  const items = links
    .map(([href, label]) => `<li><a href="${escapeHtml(href)}" class="${ROW}">${escapeHtml(label)}</a></li>`)
    .join("");
  return (
    `<details class="relative md:hidden"><summary aria-label="Menú de navegación" class="${iconButtonClass} list-none [&::-webkit-details-marker]:hidden">` +
    '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" class="size-6"><path d="M4 6h16M4 12h16M4 18h16"/></svg></summary>' +
    `<nav aria-label="Menú principal" class="absolute top-full left-0 z-50 mt-2 w-[min(20rem,85vw)] rounded-card border border-slate-200 bg-white p-3 shadow-xl"><ul class="flex flex-col gap-1">${items}</ul></nav></details>`
  );
}
