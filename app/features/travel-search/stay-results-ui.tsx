// The stay results' shared pieces: the folded search, a price in US$ and S/ and the rate's note under it. Apart from
// travel-search-ui.tsx so that the search form's pages (the home among them) do not load them.
export { FoldedSearch } from "./folded-search.tsx";
export { RateNote, StayPrice } from "./stay-price.tsx";
