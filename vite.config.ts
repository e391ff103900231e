import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Modules shared by the Fastify host and the SSR bundle stay external so both use one instance
// (one database handle, one request-context token).
const sharedServerModules = ["#db", "#request-context"];

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    fastifyReactRouterDev({ entry: "./server.ts", externalizeServerEntryImports: sharedServerModules }),
  ],
  build: { target: "es2022", cssMinify: true },
  server: { port: 3000 },
});
