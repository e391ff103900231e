// The feature's public UI: the components other features may use.
export * from "./most-wanted-offers.tsx";
