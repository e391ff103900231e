import type { DestinationSeed } from "./types.ts";

/** The Peruvian Amazon (Iquitos, Tarapoto, Pucallpa) and the central Andes (Jauja). */
export const PERU_AMAZON_CENTER: DestinationSeed[] = [
  {
    slug: "vuelos-baratos-a-iquitos",
    iata: "IQT",
    ciudadDestino: "Iquitos",
    paisDestino: "Perú",
    tipo: "NAC",
    metaTitle: "Vuelos baratos a Iquitos desde Lima | Kuntur Viajes",
    metaDescription:
      "Pasajes baratos de Lima a Iquitos, la gran ciudad del Amazonas. Compara tarifas recientes, crea una alerta de precio y prepara tu viaje a la selva.",
    titulo: "Vuelos baratos a Iquitos",
    description: [
      "Iquitos es la ciudad más grande de la Amazonía peruana y solo se llega a ella por avión o por río. El vuelo desde Lima dura alrededor de 1 hora y 50 minutos y aterriza en el Aeropuerto Internacional Coronel FAP Francisco Secada Vignetta, a 15 minutos del centro.",
      "La ciudad guarda casonas de la época del caucho revestidas de azulejos, el malecón Tarapacá y el mercado de Belén, con su barrio flotante sobre el río Itaya. Desde Iquitos salen los paseos por el Amazonas, los lodges de selva y las expediciones a la Reserva Nacional Pacaya Samiria.",
      "Es un destino para probar sabores únicos: juane, tacacho con cecina, patarashca, aguajina y helados de frutas amazónicas como el camu camu y el aguaje.",
    ],
    notes: [
      {
        titulo: "Salud en la selva",
        imagen: "documentos",
        detalle:
          "Se recomienda vacunarse contra la fiebre amarilla al menos 10 días antes del viaje (la vacuna es gratuita en los centros de salud del Minsa). Usa repelente, ropa de manga larga al atardecer y toma agua embotellada. Si tomas medicamentos, llévalos en tu equipaje de mano.",
      },
      {
        titulo: "Creciente y vaciante",
        imagen: "clima",
        detalle:
          "En Iquitos hace calor y llueve durante todo el año. De diciembre a mayo los ríos crecen y se navega entre árboles inundados; de junio a noviembre las aguas bajan, aparecen playas de río y hay más senderos para caminar. Ambas temporadas son buenas para viajar.",
      },
      {
        titulo: "Lodges y excursiones",
        imagen: "naturaleza",
        detalle:
          "Los lodges de selva suelen incluir traslados en bote, comidas y salidas con guía para ver delfines rosados, monos y aves. Para Pacaya Samiria se viaja por carretera hasta Nauta y luego por río; calcula al menos 4 días. Contrata siempre operadores formales.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Se puede llegar a Iquitos por carretera?",
        respuesta:
          "No. Iquitos no está conectada por carretera con el resto del país: se llega en avión (1 hora y 50 minutos desde Lima) o en barco desde Yurimaguas o Pucallpa, un viaje de varios días.",
      },
      {
        pregunta: "¿Necesito vacunas para viajar a Iquitos?",
        respuesta:
          "No se exige un certificado para el vuelo nacional, pero se recomienda la vacuna contra la fiebre amarilla al menos 10 días antes. Consulta a tu médico si viajas con niños, estás embarazada o tienes alguna condición de salud.",
      },
      {
        pregunta: "¿Qué lugares visitar en Iquitos?",
        respuesta:
          "El mercado de Belén, el malecón Tarapacá, la Casa de Fierro, el mariposario Pilpintuwasi, la laguna de Quistococha y un paseo en bote por el Amazonas hasta la comunidad de una etnia local.",
      },
      {
        pregunta: "¿Cuántos días necesito para Iquitos?",
        respuesta:
          "Con 4 días puedes conocer la ciudad y pasar 2 noches en un lodge. Si quieres entrar a Pacaya Samiria, calcula de 5 a 7 días.",
      },
      {
        pregunta: "¿Qué ropa llevar a Iquitos?",
        respuesta:
          "Ropa fresca y de secado rápido, camisas de manga larga para los mosquitos, poncho impermeable, sandalias, zapatillas que puedan mojarse, sombrero y bloqueador.",
      },
    ],
    related: [
      "vuelos-baratos-a-tarapoto",
      "vuelos-baratos-a-pucallpa",
      "vuelos-baratos-a-puerto-maldonado",
      "vuelos-baratos-a-cusco",
      "vuelos-baratos-a-chiclayo",
      "vuelos-baratos-a-piura",
    ],
  },
  {
    slug: "vuelos-baratos-a-tarapoto",
    iata: "TPP",
    ciudadDestino: "Tarapoto",
    paisDestino: "Perú",
    tipo: "NAC",
    metaTitle: "Vuelos baratos a Tarapoto desde Lima | Kuntur Viajes",
    metaDescription:
      "Vuelos baratos de Lima a Tarapoto, la ciudad de las palmeras. Compara tarifas, crea una alerta de precio y visita la Laguna Azul, Lamas y sus cataratas.",
    titulo: "Vuelos baratos a Tarapoto",
    description: [
      "Tarapoto, la ciudad de las palmeras, está a 1 hora y 20 minutos de vuelo desde Lima, en la región San Martín. Es la selva alta: clima cálido, cerros cubiertos de bosque, ríos y cataratas a poca distancia de la ciudad.",
      "En los alrededores esperan la catarata de Ahuashiyacu, a 15 minutos; Lamas, la capital folclórica de San Martín, con su barrio nativo Wayku; la Laguna Azul de Sauce y los pueblos ceramistas de Chazuta, a orillas del Huallaga.",
      "Tarapoto es además tierra de cacao y café: visita una chocolatería artesanal y prueba el juane, el inchicapi y el tacacho con cecina.",
    ],
    notes: [
      {
        titulo: "Cataratas cerca de la ciudad",
        imagen: "naturaleza",
        detalle:
          "Ahuashiyacu está a unos 14 km por la carretera a Yurimaguas y se llega con una caminata corta. Más lejos, las cataratas de Huacamaillo y de Tununtunumba (en Chazuta) requieren caminatas más largas. Usa zapatillas con buen agarre: las piedras resbalan.",
      },
      {
        titulo: "Laguna Azul y Lamas",
        imagen: "aventura",
        detalle:
          "La Laguna Azul de Sauce está a unas 2 horas, con un cruce del río Huallaga en balsa cautiva; ahí puedes hacer paseos en bote y deportes acuáticos. Lamas, a 30 minutos de Tarapoto, tiene miradores, un castillo y el barrio Wayku, donde la comunidad kechwa conserva sus tradiciones.",
      },
      {
        titulo: "Clima de selva alta",
        imagen: "clima",
        detalle:
          "Hace calor todo el año, entre 22 °C y 33 °C. Las lluvias son más frecuentes de octubre a abril, en forma de chubascos cortos. Lleva ropa ligera, repelente y un impermeable, y protege tus equipos electrónicos de la humedad.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Tarapoto?",
        respuesta:
          "Alrededor de 1 hora y 20 minutos en vuelo directo. El Aeropuerto Cadete FAP Guillermo del Castillo Paredes está a 5 minutos del centro de la ciudad.",
      },
      {
        pregunta: "¿Cuántos días necesito en Tarapoto?",
        respuesta:
          "Con 4 días visitas la ciudad, Ahuashiyacu, Lamas, la Laguna Azul y Chazuta sin prisa. Con 3 días puedes hacer lo principal.",
      },
      {
        pregunta: "¿Necesito vacunas para Tarapoto?",
        respuesta:
          "Se recomienda la vacuna contra la fiebre amarilla al menos 10 días antes del viaje a la selva. Lleva repelente y consulta a tu médico si tienes alguna condición especial.",
      },
      {
        pregunta: "¿Qué comer en Tarapoto?",
        respuesta:
          "Juane, tacacho con cecina y chorizo, inchicapi (sopa de gallina con maní), ensalada de chonta y el chocolate artesanal de San Martín. Para beber, jugos de cocona y de aguaje.",
      },
      {
        pregunta: "¿Desde Tarapoto se puede seguir a otros destinos?",
        respuesta:
          "Sí. Por carretera se llega a Moyobamba (unas 2 horas) y, más allá, a Chachapoyas y Kuélap. También hay conexiones aéreas con otras ciudades del Perú.",
      },
    ],
    related: [
      "vuelos-baratos-a-iquitos",
      "vuelos-baratos-a-pucallpa",
      "vuelos-baratos-a-chiclayo",
      "vuelos-baratos-a-cajamarca",
      "vuelos-baratos-a-puerto-maldonado",
      "vuelos-baratos-a-cusco",
    ],
  },
  {
    slug: "vuelos-baratos-a-pucallpa",
    iata: "PCL",
    ciudadDestino: "Pucallpa",
    paisDestino: "Perú",
    tipo: "NAC",
    metaTitle: "Vuelos baratos a Pucallpa desde Lima | Kuntur Viajes",
    metaDescription:
      "Pasajes baratos de Lima a Pucallpa: compara tarifas recientes, crea una alerta de precio y conoce Yarinacocha, el río Ucayali y el arte shipibo.",
    titulo: "Vuelos baratos a Pucallpa",
    description: [
      "Pucallpa, capital de Ucayali, está a 1 hora de vuelo desde Lima y es la gran ciudad a orillas del río Ucayali. Por carretera el viaje toma cerca de 18 horas, por eso el avión es la forma más cómoda de llegar.",
      "Su atractivo principal es la laguna de Yarinacocha, a 15 minutos del centro, donde puedes pasear en bote, ver delfines rosados y visitar comunidades del pueblo shipibo-konibo, cuyos diseños kené son Patrimonio Cultural de la Nación.",
      "La ciudad es punto de partida para viajes por el Ucayali y para conocer las cataratas de la provincia de Padre Abad, como el Velo de la Novia y la Ducha del Diablo, en el Boquerón del Padre Abad.",
    ],
    notes: [
      {
        titulo: "Laguna de Yarinacocha",
        imagen: "naturaleza",
        detalle:
          "Desde Puerto Callao salen botes hacia las comunidades de San Francisco y Nueva Luz, el jardín botánico y las zonas donde aparecen delfines rosados. Al atardecer la laguna se llena de color: es el mejor momento para el paseo.",
      },
      {
        titulo: "Arte shipibo-konibo",
        imagen: "compras",
        detalle:
          "Los bordados y cerámicas con diseños kené, de líneas geométricas, son hechos a mano por artesanas shipibas. Cómpralos directamente en las comunidades de Yarinacocha o en las ferias de la ciudad: cada pieza es única.",
      },
      {
        titulo: "Calor y lluvias amazónicas",
        imagen: "clima",
        detalle:
          "La temperatura ronda los 30 °C todo el año. De noviembre a abril llueve con más frecuencia y los ríos crecen. Lleva ropa fresca, repelente y bloqueador. Se recomienda la vacuna contra la fiebre amarilla antes de viajar.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Pucallpa?",
        respuesta:
          "Cerca de 1 hora en vuelo directo. El Aeropuerto Internacional Capitán FAP David Abensur Rengifo está a 10 minutos del centro.",
      },
      {
        pregunta: "¿Qué hacer en Pucallpa?",
        respuesta:
          "Pasear por Yarinacocha, visitar comunidades shipibas, recorrer el malecón y el Parque Natural de Pucallpa, y hacer una excursión a las cataratas de Padre Abad.",
      },
      {
        pregunta: "¿Cuál es la mejor época para viajar a Pucallpa?",
        respuesta:
          "De mayo a octubre llueve menos y los caminos a las cataratas están en mejor estado. En junio se celebra la fiesta de San Juan, la más importante de la Amazonía, con mucha demanda de pasajes.",
      },
      {
        pregunta: "¿Qué platos típicos tiene Pucallpa?",
        respuesta:
          "Juane, tacacho con cecina, patarashca de pescado, ensalada de chonta y pescados de río como el paiche y la doncella.",
      },
      {
        pregunta: "¿Puedo viajar de Pucallpa a Iquitos?",
        respuesta:
          "Sí, por río en un viaje de varios días por el Ucayali, o en avión con conexión. Si tienes poco tiempo, lo más práctico es volar.",
      },
    ],
    related: [
      "vuelos-baratos-a-iquitos",
      "vuelos-baratos-a-tarapoto",
      "vuelos-baratos-a-puerto-maldonado",
      "vuelos-baratos-a-jauja",
      "vuelos-baratos-a-cusco",
      "vuelos-baratos-a-ayacucho",
    ],
  },
  {
    slug: "vuelos-baratos-a-jauja",
    iata: "JAU",
    ciudadDestino: "Jauja",
    paisDestino: "Perú",
    tipo: "NAC",
    metaTitle: "Vuelos baratos a Jauja y Huancayo | Kuntur Viajes",
    metaDescription:
      "Vuelos baratos de Lima a Jauja, la puerta al Valle del Mantaro y Huancayo. Compara tarifas recientes y crea una alerta de precio con Kuntur Viajes.",
    titulo: "Vuelos baratos a Jauja",
    description: [
      "El Aeropuerto Francisco Carlé de Jauja es la puerta aérea del Valle del Mantaro y de Huancayo. El vuelo desde Lima dura menos de una hora, frente a las 7 u 8 horas que toma el viaje por la Carretera Central.",
      "Jauja fue fundada por Francisco Pizarro en 1534 como la primera capital del Perú. A 4 km está la laguna de Paca, con paseos en bote y restaurantes de trucha. Huancayo queda a unos 50 km por el valle, con su feria dominical, el Cerrito de la Libertad y los bosques de piedra de Torre Torre.",
      "El valle es ideal para recorrer pueblos: el convento de Santa Rosa de Ocopa, los mates burilados de Cochas, los tejidos de Hualhuas y la platería de San Jerónimo de Tunán, además de la pachamanca y la papa a la huancaína en su tierra de origen.",
    ],
    notes: [
      {
        titulo: "Ruta por el Valle del Mantaro",
        imagen: "cultura",
        detalle:
          "Un circuito de un día desde Huancayo recorre Concepción y el convento de Santa Rosa de Ocopa, Jauja y la laguna de Paca. Otro recorre los pueblos artesanos: Cochas Chico (mates burilados), Hualhuas (tejidos) y San Jerónimo de Tunán (filigrana de plata).",
      },
      {
        titulo: "Altura de 3400 metros",
        imagen: "altura",
        detalle:
          "Jauja está a unos 3400 m y Huancayo a 3259 m. Al llegar en avión desde Lima el cambio de altura es brusco: descansa unas horas, toma agua y mate de coca y evita esfuerzos fuertes el primer día.",
      },
      {
        titulo: "Del aeropuerto a Huancayo",
        imagen: "transporte",
        detalle:
          "Hay traslados y taxis desde el aeropuerto hasta Huancayo (alrededor de 1 hora). Reserva el traslado si llegas en el último vuelo del día. Los vuelos matutinos suelen ser los más puntuales por las condiciones del clima en el valle.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Jauja?",
        respuesta:
          "Alrededor de 55 minutos en vuelo directo. Es la forma más rápida de llegar a Huancayo y al Valle del Mantaro.",
      },
      {
        pregunta: "¿Qué distancia hay de Jauja a Huancayo?",
        respuesta:
          "Unos 50 km, cerca de 1 hora por carretera a través del valle. Hay traslados, taxis y colectivos desde el aeropuerto y la ciudad de Jauja.",
      },
      {
        pregunta: "¿Cuándo es la feria dominical de Huancayo?",
        respuesta:
          "Todos los domingos, a lo largo de la avenida Huancavelica. Encontrarás artesanías del valle, tejidos, mates burilados, comida y productos agrícolas.",
      },
      {
        pregunta: "¿Qué comer en el Valle del Mantaro?",
        respuesta:
          "Papa a la huancaína, pachamanca, trucha frita de la laguna de Paca, patachi, cuy colorado y el tradicional jamón del país de Jauja.",
      },
      {
        pregunta: "¿Cuál es la mejor época para viajar?",
        respuesta:
          "De abril a octubre hay cielo despejado y noches frías. De noviembre a marzo llueve por las tardes y el valle está más verde. En enero y en fiestas patronales hay celebraciones con la danza del huaylarsh y la tunantada.",
      },
    ],
    related: [
      "vuelos-baratos-a-ayacucho",
      "vuelos-baratos-a-cusco",
      "vuelos-baratos-a-pucallpa",
      "vuelos-baratos-a-arequipa",
      "vuelos-baratos-a-juliaca",
      "vuelos-baratos-a-cajamarca",
    ],
  },
];
