import { resolve } from "node:path";
import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { precompressDirectory } from "./scripts/precompress.ts";

// Modules shared by the Fastify host and the SSR bundle stay external so both use one instance
// (one database handle, one request-context token, one flight search service with its suppliers, key and cache).
const sharedServerModules = ["#db", "#request-context", "#flights"];

const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;

/**
 * After the whole build: the client build's scripts and styles precompressed once (scripts/precompress.ts). The
 * server build runs last, and React Router writes the client's route manifest while it does.
 */
const precompressClientBuild = (): Plugin => ({
  name: "kuntur-precompress",
  apply: "build",
  async closeBundle() {
    if (this.environment.name !== "ssr") return;
    const done = await precompressDirectory(resolve(this.environment.config.root, "build/client"));
    this.info(
      `precompressed ${String(done.files)} files: ${String(done.bytes)} bytes, brotli ${String(done.brotliBytes)}, gzip ${String(done.gzipBytes)}`,
    );
  },
});

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    fastifyReactRouterDev({ entry: "./server.ts", externalizeServerEntryImports: sharedServerModules }),
    precompressClientBuild(),
  ],
  build: {
    target: "es2022",
    cssMinify: true,
    // BUILD_SOURCEMAP=true: maps for bundle analysis (docs/benchmarks.md); never in the shipped build.
    sourcemap: process.env.BUILD_SOURCEMAP === "true",
    rolldownOptions: {
      output: {
        // React, React DOM and React Router load on every page: one file instead of a dozen small shared
        // chunks, so a phone on a slow network makes fewer round trips before the page is interactive.
        // The design system's class names stay in their own tiny chunk: otherwise the bundler may place them next
        // to a React Aria component that imports them, and a page using only the classes downloads the component.
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK_MODULES },
            { name: "ui-styles", test: /[\\/]app[\\/]components[\\/]ui[\\/](cx|field-styles|button-styles)\.ts$/ },
          ],
        },
      },
    },
  },
  server: { port: 3000 },
});
