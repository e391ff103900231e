import type { FareFamily } from "#app/features/flights/flight-offer-types.ts";
import { money, type PriceContext } from "./offer-parts.tsx";

function ruleText(rule: FareFamily["changes"], context: PriceContext, what: string): string {
  if (!rule.allowed) return `${what}: no permitido`;
  return rule.penaltyMinor === 0
    ? `${what}: sin penalidad`
    : `${what}: con penalidad de ${money(rule.penaltyMinor, context).main}`;
}

/** What a fare family includes, line by line (the fare step and the airline pages). */
export function FamilyFeatures({ family, context }: { family: FareFamily; context: PriceContext }) {
  return (
    <ul className="space-y-1 text-sm text-ink">
      <li>{family.personalItem ? "Artículo personal incluido" : "Sin artículo personal"}</li>
      <li>{family.cabinBag ? "Equipaje de mano (8-10 kg) incluido" : "Sin equipaje de mano"}</li>
      <li>
        {family.checkedBags > 0
          ? `${family.checkedBags} equipaje${family.checkedBags > 1 ? "s" : ""} de bodega de ${family.checkedBagKg} kg`
          : "Sin equipaje de bodega"}
      </li>
      <li>
        {family.seatChoice === "free"
          ? "Elección de asiento sin costo"
          : family.seatChoice === "paid"
            ? "Elección de asiento con costo"
            : "Asiento asignado por la aerolínea"}
      </li>
      <li>{ruleText(family.changes, context, "Cambios")}</li>
      <li>{ruleText(family.refund, context, "Devolución")}</li>
    </ul>
  );
}
