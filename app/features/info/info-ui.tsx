// The feature's public UI: the components other features may use.
export * from "./page-hero.tsx";
export * from "./print-button.tsx";
