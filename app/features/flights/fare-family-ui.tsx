// The feature's public UI: the fare family's features (the airline pages). Not in flights-ui.tsx: every page with a
// flight search form would download it (a module re-exported beside the form is bundled with it).
export * from "./results/family-features.tsx";
