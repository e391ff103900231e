// The choices of the complaint sheet, without zod: the filed sheet's view needs them, not the schema.

/** Legal definitions shown beside the choice (D.S. 011-2011-PCM, art. 2 as amended). */
export const KIND_OPTIONS = [
  {
    id: "reclamo",
    label: "Reclamo",
    definition: "Disconformidad relacionada a los productos o servicios.",
  },
  {
    id: "queja",
    label: "Queja",
    definition:
      "Disconformidad no relacionada a los productos o servicios, o malestar o descontento respecto a la atención al público.",
  },
] as const;

export const GOOD_TYPE_OPTIONS = [
  { id: "producto", label: "Producto" },
  { id: "servicio", label: "Servicio" },
] as const;

export const CURRENCY_OPTIONS = [
  { id: "PEN", label: "S/ (soles)" },
  { id: "USD", label: "US$ (dólares)" },
] as const;
