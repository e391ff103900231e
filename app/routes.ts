import { index, route, type RouteConfig } from "@react-router/dev/routes";

// Spanish URLs of the specification (SPEC 2.1) pointing at English-named route modules.
export default [
  // The home screen and its tabs (issue 4): one module, the URL selects the tab.
  index("routes/home.tsx", { id: "home" }),
  route("vuelos", "routes/home.tsx", { id: "home-vuelos" }),
  route("hoteles", "routes/home.tsx", { id: "home-hoteles" }),
  route("vuelohotel", "routes/home.tsx", { id: "home-vuelohotel" }),
  route("paquetes", "routes/home.tsx", { id: "home-paquetes" }),
  route("seguro-viaje", "routes/home.tsx", { id: "home-seguro-viaje" }),
  route("armapaquete", "routes/home.tsx", { id: "home-armapaquete" }),
  route("autos", "routes/home.tsx", { id: "home-autos" }),
  route("actividades", "routes/home.tsx", { id: "home-actividades" }),
  route("404", "routes/not-found.tsx"),
  route("robots.txt", "routes/robots.ts"),
  route("dev/ui", "routes/dev-ui.tsx"),
  route("dev/correos", "routes/dev-mail.tsx"),
  // Information pages (issue 6).
  route("nuestra-empresa", "routes/company.tsx"),
  route("nuestras-agencias", "routes/agencies.tsx"),
  route("beneficios", "routes/benefits.tsx"),
  route("28-de-julio", "routes/flagship-store.tsx"),
  route("condiciones-de-reserva", "routes/booking-conditions.tsx"),
  route("politicas", "routes/data-protection.tsx"),
  route("responsabilidad-social", "routes/social-responsibility.tsx"),
  route("terminos-condiciones", "routes/purchase-conditions.tsx"),
  route("documentacion-viaje", "routes/travel-documents.tsx", { id: "travel-documents" }),
  route("documentacion_de_viaje.html", "routes/travel-documents.tsx", { id: "travel-documents-html" }),
  route("cierrapuertas", "routes/cierrapuertas.tsx", { id: "cierrapuertas" }),
  route("cierrapuertas/ofertas", "routes/cierrapuertas.tsx", { id: "cierrapuertas-offers" }),
  route("campanas/cierrapuertas", "routes/campaign-page.tsx", { id: "campaign-cierrapuertas" }),
  route("campanas/cierrapuertas/ofertas", "routes/campaign-page.tsx", { id: "campaign-cierrapuertas-offers" }),
  route("agenda-tu-cita", "routes/appointments.tsx"),
  route("documentos/:file", "routes/documents.ts"),
  route("booking/vista-previa", "routes/dev-booking-preview.tsx"),
  route("traveloutlet/vista-previa", "routes/dev-outlet-preview.tsx"),
  // Store-event pre-registration (issue 7).
  route("tusdatos", "routes/pre-registration.tsx"),
  // Accounts (issue 5): e-mail confirmation on the home screen, password reset, sign-out.
  route("confirmacion/:id", "routes/confirmation.tsx"),
  route("restablecer-contrasena/:token", "routes/password-reset.tsx"),
  route("cerrar-sesion", "routes/logout.tsx"),
  // The cookie prompt's choice without JavaScript (issue 32).
  route("preferencias-cookies", "routes/cookie-choice.tsx"),
  route("perfil", "routes/profile.tsx", [
    index("routes/profile-index.tsx"),
    route("mi-perfil", "routes/profile-overview.tsx"),
    route("datos-de-contacto", "routes/profile-contact.tsx"),
    route("pasajeros", "routes/profile-travellers.tsx"),
    route("preferencias", "routes/profile-preferences.tsx"),
    route("cambiar-contrasena", "routes/profile-password.tsx"),
    route("mis-reservas", "routes/profile-bookings.tsx"),
    route("mis-seguros", "routes/profile-insurance.tsx"),
  ]),
  // Guests' 'Mis reservas' (issue 18): a booking found by its code and contact e-mail.
  route("mis-reservas", "routes/my-bookings.tsx"),
  route("dev/reservas", "routes/dev-booking-fixture.ts"),
  // Destination landing pages, price-alert e-mail links and the sitemap (issue 8).
  route("vuelos/:slug", "routes/destination.tsx"),
  route("alertas-de-precio/confirmar", "routes/price-alert-confirm.tsx"),
  route("alertas-de-precio/baja", "routes/price-alert-unsubscribe.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  // Flights (issue 16): results, the fare-family step and its hand-off to the checkout, the outlet.
  route("resultados/vuelos", "routes/flight-results.tsx"),
  route("resultados/vuelos/calendario", "routes/flight-calendar.ts"),
  route("resultados/vuelos/detalle", "routes/flight-offer-detail.ts"),
  route("reserva/vuelos", "routes/flight-booking.tsx"),
  // The checkout (issue 18): the steps, the one-page variant, the metasearch deep link.
  route("booking", "routes/checkout.tsx"),
  route("booking/v2", "routes/checkout-one-page.tsx"),
  // Paying a booking (issue 19): the gateway's way back, the confirmation, the voucher, cancelling a paid booking.
  route("booking/procesando", "routes/booking-payment-processing.tsx"),
  route("booking/confirmacion", "routes/booking-confirmation.tsx"),
  route("booking/voucher/:id", "routes/booking-voucher.ts"),
  route("booking/anular/:id", "routes/booking-cancel.tsx"),
  route(
    "booking/itinerary/:transactionId/:idGroup/:segments/:flightType/:departureLocation/:arrivalLocation/:departureDate/:arrivalDate/:adults/:children/:infants/:flightClass/:upsellName?",
    "routes/checkout-deep-link.tsx",
  ),
  route("traveloutlet", "routes/travel-outlet.tsx"),
  // Newsletter subscription with double opt-in and one-click unsubscription; the partner-site interstitial (issue 17).
  route("suscribirse", "routes/subscribe.tsx"),
  route("suscribirse/exito", "routes/subscribe-success.tsx"),
  route("suscribirse/confirmar", "routes/newsletter-confirm.tsx"),
  route("suscribirse/baja", "routes/newsletter-unsubscribe.tsx"),
  route("redireccionando", "routes/partner-redirect.tsx"),
  // Customer service pages (issue 17): contact channels, store events and their calendar files, promotions.
  route("canales-de-atencion", "routes/service-channels.tsx"),
  route("eventos", "routes/events.tsx"),
  route("eventos/:file", "routes/events-calendar.ts"),
  route("promociones", "routes/promotions.tsx"),
  route("promociones/:slug", "routes/promotion.tsx"),
  // The virtual complaints book (issue 17): the sheet form, a filed sheet and its PDF, the look-up.
  route("libro-reclamaciones", "routes/complaints-book.tsx"),
  route("libro-reclamaciones/hoja/:sheetNumber", "routes/complaints-sheet.tsx"),
  route("libro-reclamaciones/hoja/:sheetNumber/pdf", "routes/complaints-sheet-pdf.tsx"),
  route("libro-reclamaciones/consulta", "routes/complaints-lookup.tsx"),
  // Travel insurance (issue 20): quote form, plans, purchase and the confirmation page.
  route("seguros", "routes/insurance-quote.tsx"),
  route("resultados/seguros", "routes/insurance-results.tsx"),
  route("seguros/comprar", "routes/insurance-purchase.tsx"),
  route("conformidad", "routes/insurance-confirmation.tsx"),
  route("conformidad/certificado", "routes/insurance-certificate.ts"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
