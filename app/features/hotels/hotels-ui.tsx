// The feature's public UI: the components other features may use.
export { Stars } from "./hotel-card.tsx";
