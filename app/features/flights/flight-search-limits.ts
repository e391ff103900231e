/** Limits of a flight search, shared by its schema and the forms that only need the numbers (no zod). */
export const MAX_PASSENGERS = 9;
export const MAX_ADULTS = 9;
export const MAX_CHILDREN = 8;
/** Flights are sold up to this many days ahead (the airlines' booking window). */
export const BOOKING_WINDOW_DAYS = 330;
