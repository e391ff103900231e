// The feature's public UI: the components other features may use.
export * from "./flight-search-form.tsx";
export * from "./results/family-features.tsx";
// The travellers' and contact fields a basket's checkout (flight+hotel) shares with the flight checkout.
export { PassengerCard } from "./checkout/passenger-card.tsx";
export { ContactFields } from "./checkout/contact-fields.tsx";
