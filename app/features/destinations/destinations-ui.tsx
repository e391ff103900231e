// The feature's public UI: the components other features may use.
export * from "./json-ld-script.tsx";
