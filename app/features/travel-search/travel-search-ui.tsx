// The feature's public UI: the components other features may use.
export * from "./stay-search-form.tsx";
export * from "./rooms-field.tsx";
// The stay results' shared pieces: the folded search, a price in US$ and S/ and the rate's note under it.
export { FoldedSearch } from "./folded-search.tsx";
export { RateNote, StayPrice } from "./stay-price.tsx";
