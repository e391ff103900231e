/** The home's static tabs and their URLs (SPEC 2.1, 2.3). Pure: used by the page, its meta and the tests. */

export type HomeTabId = 0 | 1 | 2 | 3 | 4 | 5;

export type HomeTab = {
  id: HomeTabId;
  label: string;
  /** The URL the tab puts in the address bar. */
  path: string;
  /** Name of the tab's SEO text (title and description). */
  seoName: string;
  /** The page's main heading while the tab is selected. */
  heading: string;
};

/** The hot-sale tab has no path of its own in the route table: it is the home with this query. */
export const HOT_SALE_PARAM = "pestana";
export const HOT_SALE_VALUE = "hot-sale";

export const HOME_TABS: readonly HomeTab[] = [
  {
    id: 0,
    label: "Vuelos",
    path: "/vuelos",
    seoName: "homeFlights",
    heading: "Vuelos baratos a todo el Perú y el mundo",
  },
  { id: 1, label: "Paquetes", path: "/paquetes", seoName: "homePackages", heading: "Paquetes turísticos" },
  { id: 2, label: "Hoteles", path: "/hoteles", seoName: "homeHotels", heading: "Hoteles en el Perú y el mundo" },
  { id: 3, label: "Vuelo + Hotel", path: "/vuelohotel", seoName: "homeFlightHotel", heading: "Vuelo + Hotel" },
  { id: 4, label: "Seguros", path: "/seguro-viaje", seoName: "homeInsurance", heading: "Seguros de viaje" },
  {
    id: 5,
    label: "Hot Sale",
    path: `/?${HOT_SALE_PARAM}=${HOT_SALE_VALUE}`,
    seoName: "homeHotSale",
    heading: "Hot Sale Kuntur Viajes",
  },
];

/** Paths of the route table that show the home screen, and the tab each one selects. */
const TAB_BY_PATH: Record<string, HomeTabId> = {
  "/": 0,
  "/vuelos": 0,
  "/paquetes": 1,
  "/hoteles": 2,
  "/vuelohotel": 3,
  "/seguro-viaje": 4,
  "/armapaquete": 1,
  "/autos": 0,
  "/actividades": 0,
};

function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function isHotSale(search: string): boolean {
  return new URLSearchParams(search).get(HOT_SALE_PARAM) === HOT_SALE_VALUE;
}

/** True for every URL showing the home screen (the e-mail confirmation route included). */
export function isHomeScreenPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path in TAB_BY_PATH || /^\/confirmacion\/[^/]+$/.test(path);
}

/** The tab a URL selects: the path's tab, hot sale on the home with ?pestana=hot-sale, flights otherwise. */
export function tabForLocation(pathname: string, search = ""): HomeTabId {
  const path = normalizePath(pathname);
  if (path === "/" && isHotSale(search)) return 5;
  return TAB_BY_PATH[path] ?? 0;
}

export function homeTab(id: HomeTabId): HomeTab {
  return HOME_TABS[id] ?? (HOME_TABS[0] as HomeTab);
}

/** SPEC 2.3: search forms show for tabs 0 to 4. */
export function hasSearchForm(id: HomeTabId): boolean {
  return id <= 4;
}

/**
 * The SEO text and canonical path of a home URL: the bare home keeps its own text; each tab URL has its tab's;
 * the screens that only reuse the home (armapaquete, autos, actividades, confirmacion) point search engines home.
 */
export function homeSeoFor(pathname: string, search = ""): { seoName: string; canonicalPath: string } {
  const path = normalizePath(pathname);
  if (path === "/") {
    return isHotSale(search)
      ? { seoName: "homeHotSale", canonicalPath: homeTab(5).path }
      : { seoName: "home", canonicalPath: "/" };
  }
  const tab = HOME_TABS.find((candidate) => candidate.path === path);
  return tab ? { seoName: tab.seoName, canonicalPath: tab.path } : { seoName: "home", canonicalPath: "/" };
}

/** The product whose content a tab shows below its form: flights (and the hot sale), packages, hotels, insurance. */
export type HomeProduct = "flights" | "packages" | "hotels" | "insurance";

export function productOfTab(tab: HomeTabId): HomeProduct {
  switch (tab) {
    case 1:
    case 3:
      return "packages";
    case 2:
      return "hotels";
    case 4:
      return "insurance";
    default:
      return "flights";
  }
}
