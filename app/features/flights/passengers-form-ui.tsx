// The travellers' and contact fields a basket's checkout (flight+hotel) shares with the flight checkout. A public UI
// module of its own: flights-ui.tsx is on the home's search, which must not load these.
export { PassengerCard } from "./checkout/passenger-card.tsx";
export { ContactFields } from "./checkout/contact-fields.tsx";
