import { index, route, type RouteConfig } from "@react-router/dev/routes";

// Spanish URLs of the specification (SPEC 2.1) pointing at English-named route modules.
export default [
  index("routes/home.tsx"),
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
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
