// The feature's public UI: the components other features may use.
export { DestinationComboBox } from "./destination-combobox.tsx";
