// The feature's public UI: the components other features may use.
export * from "./destination-combobox.tsx";
export * from "./json-ld-script.tsx";
