// The 'Pasajeros' form a basket's checkout (flight+hotel) shares with the flight checkout: its schema and its posted
// fields. A contract of its own, so the pages that import flights/index.ts (the home's search) do not load it.
export {
  makePassengersSchema,
  passengerTypes,
  type PassengersContext,
} from "./booking/booking-schemas.ts";
export { passengersFormValues, postedTextValues } from "./booking/booking-form-values.ts";
