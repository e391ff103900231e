// The feature's public UI: the components other features may use.
export * from "./flight-search-form.tsx";
export * from "./results/family-features.tsx";
