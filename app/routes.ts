import { index, route, type RouteConfig } from "@react-router/dev/routes";

// Spanish URLs of the specification (SPEC 2.1) pointing at English-named route modules.
export default [
  index("routes/home.tsx"),
  route("404", "routes/not-found.tsx"),
  route("robots.txt", "routes/robots.ts"),
  route("dev/ui", "routes/dev-ui.tsx"),
  route("dev/correos", "routes/dev-mail.tsx"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
