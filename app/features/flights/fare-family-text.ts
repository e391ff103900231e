import type { FareFamily } from "./flight-offer-types.ts";

/** What a fare family includes in bags, line by line ('Equipaje de mano (8-10 kg) incluido'). */
export function baggageText(family: FareFamily): string[] {
  return [
    family.personalItem ? "Artículo personal incluido" : "Sin artículo personal",
    family.cabinBag ? "Equipaje de mano (8-10 kg) incluido" : "Sin equipaje de mano",
    family.checkedBags > 0
      ? `${String(family.checkedBags)} equipaje${family.checkedBags > 1 ? "s" : ""} de bodega de ${String(family.checkedBagKg)} kg`
      : "Sin equipaje de bodega",
  ];
}
