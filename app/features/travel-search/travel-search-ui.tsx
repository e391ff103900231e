// The feature's public UI: the components other features may use.
export * from "./stay-search-form.tsx";
export * from "./rooms-field.tsx";
