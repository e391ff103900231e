// The feature's public UI: the components other features may use.
export * from "./hotel-results-page.tsx";
