import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures.ts";
import { limaDate } from "./home-helpers.ts";
import { choosePlan, fillPurchase, resultsPath, uniqueEmail } from "./insurance-helpers.ts";

/**
 * Every route of SPEC 2.1's table as a visitor reaches it (parameters filled with demo values), for the link-walking
 * test in shell-links.spec.ts: none may end on /404, answer 404 or fail. Add a route here when it joins the table
 * or gets its page. The 404 page itself is checked on its own. Routes that show one customer's record are in
 * SPEC_ROUTES_WITH_DATA below.
 */
export const SPEC_ROUTES: readonly string[] = [
  // The home screen and its tabs.
  "/",
  "/vuelos",
  "/hoteles",
  "/vuelohotel",
  "/paquetes",
  "/seguro-viaje",
  "/confirmacion/0",
  "/armapaquete",
  "/autos",
  "/actividades",
  "/vuelos/vuelos-baratos-a-cusco",
  // Checkout: without a checkout in progress it says so; the deep link with a flight we do not sell too.
  "/booking",
  `/booking/itinerary/tx-1/g1/LA2021-LIM-CUZ-${limaDate(20).replace(/-/g, "")}/0/LIM/CUZ/${limaDate(20)}/${limaDate(27)}/1/0/0/0`,
  `/booking/itinerary/tx-1/g1/LA2021-LIM-CUZ-${limaDate(20).replace(/-/g, "")}/0/LIM/CUZ/${limaDate(20)}/${limaDate(27)}/1/0/0/0/Plus`,
  "/booking/v2",
  // The lazy sections.
  "/seguros",
  "/perfil",
  "/perfil/mi-perfil",
  "/traveloutlet",
  "/eventos",
  "/promociones",
  "/suscribirse",
  "/canales-de-atencion",
  "/resultados",
  `/resultados?tipo=0&origen=LIM&destino=CUZ&ida=${limaDate(20)}&vuelta=${limaDate(27)}&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES`,
  "/libro-reclamaciones",
  "/aerolinea",
  "/aerolinea/LA",
  "/info",
  "/info/hot-sale",
  "/info/fiestas-patrias",
  "/redireccionando",
  // Static pages.
  "/agenda-tu-cita",
  "/terminos-condiciones",
  "/documentacion-viaje",
  "/documentacion_de_viaje.html",
  "/nuestra-empresa",
  "/nuestras-agencias",
  "/28-de-julio",
  "/beneficios",
  "/cierrapuertas",
  "/cierrapuertas/ofertas",
  "/tusdatos",
  "/politicas",
  "/condiciones-de-reserva",
  "/responsabilidad-social",
  // Appointments and the store reception kiosk.
  "/tuscitas",
  "/recepcion",
  "/recepcion/pantalla",
  "/recepcion/atencion",
  // Hotels, packages and flight+hotel.
  "/resultados/hoteles",
  `/resultados/hoteles?destino=CUZ&entrada=${limaDate(20)}&salida=${limaDate(23)}&habitacion=2`,
  "/resultados/paquetes",
  "/resultados/vuelohotel",
  `/resultados/vuelohotel?origen=LIM&destino=CUZ&ida=${limaDate(25)}&vuelta=${limaDate(28)}&habitacion=2`,
  // The staff back office (its sign-in page).
  "/gestion",
];

/**
 * SPEC 2.1 routes that show one customer's record and answer 404 to anyone else (enumeration safety): each gets a
 * real record made the way a customer makes it, then is walked like the others by the same browser (its access).
 */
export const SPEC_ROUTES_WITH_DATA: ReadonlyArray<{ route: string; make: (page: Page) => Promise<string> }> = [
  {
    // The insurance confirmation of a policy bought with a payment code.
    route: "/conformidad",
    make: async (page) => {
      await page.goto(resultsPath());
      await waitForHydration(page);
      await choosePlan(page);
      await fillPurchase(page, { email: uniqueEmail("recorrido"), payment: "Código de pago" });
      await page.getByRole("button", { name: "Comprar seguro" }).click();
      await page.waitForURL(/\/conformidad\?poliza=KVS-/);
      await expect(page.getByTestId("cash-code")).toBeVisible();
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    },
  },
];
