// The feature's public server module: what other features may use of it.
export { placeName, resolveTypedPlace, stayPlaces, type Place } from "./stay-places.server.ts";
