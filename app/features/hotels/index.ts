// The feature's public module (client-safe): what other features may use of it.
export { BOARD_LABELS } from "./hotel-types.ts";
export type { HotelOffer } from "./hotel-supplier.ts";
export { hotelDetailUrl } from "./hotel-urls.ts";
export { shownRate } from "./stay-rate-choice.ts";
export { hotelLines, type HotelSelection } from "./hotel-order-item.ts";
export type { GuestRoom } from "./hotel-types.ts";
