// The order core's public UI: what other features' pages may render of it.
export { CancellationFiguresView } from "./lifecycle/cancellation-view.tsx";
