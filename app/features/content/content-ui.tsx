// The feature's public UI: the components other features may use.
export * from "./banner-carousel.tsx";
export * from "./content-link.tsx";
