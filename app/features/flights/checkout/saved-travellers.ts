import type { SavedTraveller } from "#app/features/accounts/index.server.ts";
import type { DocumentType } from "#app/features/flights/booking/booking-contract.ts";

/** A saved traveller as the checkout card's fields ('Usar pasajero guardado'). */
export type TravellerChoice = {
  id: string;
  label: string;
  firstName: string;
  lastName: string;
  documentType: DocumentType;
  documentNumber: string;
  birthDate: string;
  gender: "F" | "M";
};

export function travellerChoices(saved: SavedTraveller[]): TravellerChoice[] {
  return saved.map((traveller) => {
    const [day, month, year] = traveller.birthDate.split("/");
    const lastName = [traveller.fatherLastname, traveller.motherLastname].filter(Boolean).join(" ");
    return {
      id: traveller.id,
      label: `${traveller.firstName} ${lastName}`,
      firstName: traveller.firstName,
      lastName,
      documentType: traveller.documentType === "PAS" ? "PASAPORTE" : traveller.documentType,
      documentNumber: traveller.documentNumber,
      birthDate: year && month && day ? `${year}-${month}-${day}` : "",
      gender: traveller.gender,
    };
  });
}
