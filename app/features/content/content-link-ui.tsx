// The feature's public UI for a page that needs only the link (its own module: content-ui.tsx also offers the
// banner carousel, which the home fetches on demand).
export * from "./content-link.tsx";
