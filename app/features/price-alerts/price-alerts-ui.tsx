// The feature's public UI: the components other features may use.
export { PriceAlertForm } from "./price-alert-form.tsx";
