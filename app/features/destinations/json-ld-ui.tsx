// The feature's public UI: the structured-data script. Not in destinations-ui.tsx: every page with a search form
// (its destination combobox) would download it (a module re-exported beside the combobox is bundled with it).
export * from "./json-ld-script.tsx";
