// The feature's public UI: the components other features may use.
export * from "./insurance-search-form.tsx";
