// The feature's public UI: the components other features may use.
export * from "./rooms-field.tsx";
export * from "./stay-search-form.tsx";
