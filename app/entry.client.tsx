import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { registerCarousels } from "./components/carousel-registry.ts";
import { runStartup } from "#app/platform/startup.ts";

void runStartup({
  registerCarousels,
  hydrate: () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
});
