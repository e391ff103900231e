/** /documentacion-viaje: what a traveller from Peru needs to carry (SPEC 2.6, SPEC 9 "Travel guidance shown"). */
export type GuideSection = { id: string; title: string; paragraphs?: string[]; bullets?: string[] };

export const TRAVEL_GUIDE: GuideSection[] = [
  {
    id: "pasaporte",
    title: "Pasaporte",
    paragraphs: [
      "Para viajar fuera de la Comunidad Andina necesitas un pasaporte con al menos 6 meses de vigencia contados desde la fecha de retorno. Muchas aerolíneas niegan el embarque si la vigencia es menor, aunque el país de destino no lo exija.",
    ],
    bullets: [
      "Tramita o renueva tu pasaporte electrónico en Migraciones con anticipación: las citas pueden tardar varias semanas en temporada alta.",
      "Verifica que tenga al menos dos páginas en blanco para los sellos de entrada y salida.",
      "Tus nombres y apellidos en la reserva deben coincidir exactamente con los del pasaporte.",
    ],
  },
  {
    id: "dni",
    title: "Viajes con DNI a la Comunidad Andina",
    paragraphs: [
      "Los peruanos pueden viajar como turistas a Bolivia, Colombia y Ecuador presentando solo su DNI vigente y en buen estado, sin pasaporte ni visa. Guarda la tarjeta andina de migración que te entregan al ingresar: la pedirán a la salida.",
      "Si tu viaje incluye una escala en otro país, revisa los requisitos de ese país: en ese caso suele exigirse pasaporte.",
    ],
  },
  {
    id: "visas",
    title: "Visas y autorizaciones electrónicas (ESTA, eTA, ETA)",
    bullets: [
      "Revisa si tu destino o tus países de escala exigen visa: Estados Unidos, Canadá, México, Australia y muchos países de Asia la piden a los ciudadanos peruanos.",
      "El espacio Schengen (la mayoría de países de Europa) no exige visa a los peruanos para estadías turísticas de hasta 90 días en un periodo de 180 días.",
      "Las autorizaciones electrónicas de viaje, como la ESTA de Estados Unidos, la eTA de Canadá o la ETA del Reino Unido, solo pueden usarlas quienes cumplen sus requisitos de nacionalidad o de visa previa. Si te corresponde una, solicítala entre 5 y 15 días antes del viaje en el sitio oficial del gobierno respectivo.",
      "Una visa o autorización no garantiza el ingreso: la decisión final la toma el oficial de migraciones del destino.",
    ],
  },
  {
    id: "menores",
    title: "Menores de edad",
    bullets: [
      "Un menor que viaja con uno solo de sus padres, con otro familiar o solo necesita un permiso notarial de viaje firmado por el padre, la madre o ambos, según el caso.",
      "El permiso notarial de viaje tiene una vigencia de hasta 60 días desde su emisión: tramítalo cerca de la fecha del viaje.",
      "Si el menor viaja con ambos padres, basta con sus documentos de identidad y los del menor.",
      "Lleva también la partida de nacimiento del menor, que acredita la relación con los adultos que lo acompañan.",
    ],
  },
  {
    id: "vacunas",
    title: "Vacunas y salud",
    bullets: [
      "Algunos destinos exigen el certificado internacional de vacunación contra la fiebre amarilla, sobre todo si llegas desde zonas de riesgo o has pasado por ellas. Vacúnate al menos 10 días antes del viaje.",
      "La vacuna contra la fiebre amarilla también se recomienda para visitar la Amazonía peruana.",
      "Lleva tus medicinas en su envase original, con la receta médica, en el equipaje de mano.",
      "Consulta a tu médico o a un centro de salud del viajero antes de viajes largos o a zonas tropicales.",
    ],
  },
  {
    id: "seguro",
    title: "Seguro de viaje",
    paragraphs: [
      "Un seguro de viaje cubre gastos médicos, pérdida de equipaje y cancelaciones. En el espacio Schengen es obligatorio presentar uno con una cobertura médica mínima de 30 000 euros, y muchos otros países lo recomiendan. Puedes comprarlo con nosotros al reservar tu viaje.",
    ],
  },
  {
    id: "aeropuerto",
    title: "En el aeropuerto",
    bullets: [
      "Preséntate 3 horas antes de un vuelo nacional y al menos 4 horas antes de un vuelo internacional.",
      "Ten a la mano tu documento de identidad, el boleto electrónico y, si corresponde, la visa, la autorización electrónica, el certificado de vacunación y el permiso del menor.",
      "Revisa las reglas de equipaje de tu aerolínea: peso, medidas y líquidos permitidos en cabina.",
    ],
  },
];

/** The checklist printed at the end of the page. */
export const TRAVEL_CHECKLIST = [
  "Pasaporte con al menos 6 meses de vigencia, o DNI si viajas a Bolivia, Colombia o Ecuador",
  "Visa o autorización electrónica (ESTA, eTA o ETA) si tu destino la exige",
  "Permiso notarial de viaje del menor, con una vigencia de hasta 60 días",
  "Certificado internacional de vacunación, si el destino lo pide",
  "Seguro de viaje con la cobertura que exige el destino",
  "Boletos electrónicos, vouchers de hotel y traslados, impresos o en el teléfono",
  "Tarjetas de crédito habilitadas para consumos en el extranjero",
];
