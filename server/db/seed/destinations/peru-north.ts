import type { DestinationSeed } from "./types.ts";

/** Northern Peru: Piura, Tumbes, Trujillo, Chiclayo and Cajamarca. */
export const PERU_NORTH: DestinationSeed[] = [
  {
    slug: "vuelos-baratos-a-piura",
    iata: "PIU",
    ciudadDestino: "Piura",
    paisDestino: "Perú",
    tipo: "NAC",
    metaTitle: "Vuelos baratos a Piura desde Lima | Kuntur Viajes",
    metaDescription:
      "Vuelos baratos de Lima a Piura, la puerta a Máncora, Colán y Vichayito. Compara tarifas recientes y crea una alerta de precio con Kuntur Viajes.",
    titulo: "Vuelos baratos a Piura",
    description: [
      "Piura, la ciudad del eterno calor, está a 1 hora y 45 minutos de vuelo desde Lima. Su aeropuerto, el Capitán FAP Guillermo Concha Iberico, queda dentro de la ciudad y es la puerta de entrada a las mejores playas del norte peruano.",
      "Desde Piura se llega por carretera a Colán (una hora), a Los Órganos, Vichayito y Máncora (unas tres horas). En la costa norte puedes nadar con tortugas marinas en El Ñuro, avistar ballenas jorobadas entre julio y octubre y disfrutar del sol casi todo el año.",
      "No te vayas sin pasar por Catacaos, a 12 km de la ciudad, famoso por su filigrana de plata, sus sombreros de paja toquilla y sus picanterías, donde se sirven el seco de chabelo, el ceviche de mero y la chicha de jora.",
    ],
    notes: [
      {
        titulo: "Playas del norte",
        imagen: "playa",
        detalle:
          "Máncora es la playa más animada; Vichayito y Las Pocitas son más tranquilas; Colán tiene una larga playa de aguas calmadas ideal para familias. Si vas directo a la playa, compara también los vuelos a Talara o a Tumbes, que pueden dejarte más cerca según el destino.",
      },
      {
        titulo: "Ballenas y tortugas",
        imagen: "naturaleza",
        detalle:
          "Entre julio y octubre las ballenas jorobadas llegan a aparearse frente a Los Órganos y Máncora, y hay salidas en bote para verlas. En el muelle de El Ñuro puedes nadar junto a tortugas verdes todo el año; respeta las indicaciones y no las toques ni las alimentes.",
      },
      {
        titulo: "Calor todo el año",
        imagen: "clima",
        detalle:
          "La temperatura supera los 30 °C en verano (diciembre a abril) y rara vez baja de 20 °C. Usa bloqueador, hidrátate bien y viste ropa ligera. En años de fenómeno El Niño pueden presentarse lluvias fuertes en verano: revisa el pronóstico antes de viajar.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Piura?",
        respuesta:
          "Aproximadamente 1 hora y 45 minutos en vuelo directo. El aeropuerto está a unos 10 minutos del centro de Piura.",
      },
      {
        pregunta: "¿Cómo llego de Piura a Máncora?",
        respuesta:
          "Por la Panamericana Norte, en unas 3 horas. Hay buses de empresas formales desde el terminal de Piura, colectivos y traslados privados que puedes reservar con nosotros.",
      },
      {
        pregunta: "¿Cuál es la mejor época para las playas de Piura?",
        respuesta:
          "El mar del norte es cálido todo el año. De diciembre a abril es pleno verano y temporada alta; de mayo a noviembre hay menos gente, precios más bajos y temporada de ballenas.",
      },
      {
        pregunta: "¿Qué comer en Piura?",
        respuesta:
          "Seco de chabelo, ceviche de mero o de caballa, majado de yuca, copús, natillas piuranas y los helados y dulces de Catacaos. La chicha de jora acompaña la comida en las picanterías.",
      },
      {
        pregunta: "¿Qué incluye una tarifa básica de vuelo nacional?",
        respuesta:
          "Las tarifas más baratas incluyen un artículo personal pequeño. La maleta de mano y la de bodega se agregan pagando un cargo, que es menor si lo haces al comprar el pasaje.",
      },
    ],
    related: [
      "vuelos-baratos-a-tumbes",
      "vuelos-baratos-a-chiclayo",
      "vuelos-baratos-a-trujillo",
      "vuelos-baratos-a-cajamarca",
      "vuelos-baratos-a-tarapoto",
      "vuelos-baratos-a-cusco",
    ],
  },
  {
    slug: "vuelos-baratos-a-tumbes",
    iata: "TBP",
    ciudadDestino: "Tumbes",
    paisDestino: "Perú",
    tipo: "NAC",
    metaTitle: "Vuelos baratos a Tumbes desde Lima | Kuntur Viajes",
    metaDescription:
      "Pasajes baratos de Lima a Tumbes para Punta Sal, Zorritos y los manglares. Compara tarifas recientes y crea una alerta de precio con Kuntur Viajes.",
    titulo: "Vuelos baratos a Tumbes",
    description: [
      "Tumbes es la región más al norte de la costa peruana, con mar cálido todo el año. El vuelo desde Lima dura cerca de 2 horas y llega al Aeropuerto Capitán FAP Pedro Canga Rodríguez, a unos 8 km de la ciudad.",
      "Desde allí llegas a las playas de Zorritos, Caleta Grau y Punta Sal, con hoteles frente al mar y aguas tranquilas. Máncora, ya en Piura, queda a unas 2 horas por carretera, por lo que muchos viajeros eligen este aeropuerto para ir a sus playas.",
      "El Santuario Nacional Los Manglares de Tumbes protege el manglar más extenso del Perú: desde Puerto Pizarro salen botes para recorrer sus canales, ver aves y la isla de los pájaros, y probar las famosas conchas negras.",
    ],
    notes: [
      {
        titulo: "Manglares de Puerto Pizarro",
        imagen: "naturaleza",
        detalle:
          "Los paseos en bote por los manglares duran de 2 a 3 horas y pasan por el criadero de cocodrilos de Tumbes, la isla del Amor y la isla de los Pájaros. Sal temprano o al final de la tarde, cuando hay más aves, y lleva repelente y gorra.",
      },
      {
        titulo: "Punta Sal y Zorritos",
        imagen: "playa",
        detalle:
          "Punta Sal tiene una playa amplia de arena clara y mar calmado, ideal para familias y hoteles todo incluido. Zorritos es más tranquila y tiene pozas de aguas termales y de barro medicinal cerca, en Hervideros. El mar del norte mantiene temperaturas agradables todo el año.",
      },
      {
        titulo: "Si cruzas a Ecuador",
        imagen: "documentos",
        detalle:
          "El paso de frontera principal es el CEBAF de Aguas Verdes–Huaquillas. Los peruanos pueden ingresar a Ecuador con DNI vigente. Los menores de edad que no viajan con ambos padres necesitan autorización notarial de viaje.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Tumbes?",
        respuesta:
          "Alrededor de 1 hora y 50 minutos en vuelo directo. Del aeropuerto a Punta Sal hay aproximadamente 1 hora y 30 minutos por carretera.",
      },
      {
        pregunta: "¿Conviene volar a Tumbes para ir a Máncora?",
        respuesta:
          "Depende de la tarifa y el horario: desde Tumbes hay unas 2 horas por carretera y desde Piura unas 3. Compara ambos destinos en el buscador; para Punta Sal y Zorritos, Tumbes es la opción más cercana.",
      },
      {
        pregunta: "¿Cuál es la mejor época para viajar a Tumbes?",
        respuesta:
          "El sol está casi garantizado todo el año. De diciembre a marzo es temporada alta, con mucho calor y algunas lluvias; de abril a noviembre hay menos turistas y mejores precios.",
      },
      {
        pregunta: "¿Qué platos típicos tiene Tumbes?",
        respuesta:
          "El ceviche de conchas negras, el sudado de pescado, el majarisco (plátano majado con mariscos) y los langostinos de la región.",
      },
      {
        pregunta: "¿Qué documentos necesito para el vuelo nacional?",
        respuesta:
          "Los peruanos mayores de edad viajan con DNI vigente y los extranjeros con pasaporte o carné de extranjería. Los menores peruanos también viajan con su DNI.",
      },
    ],
    related: [
      "vuelos-baratos-a-piura",
      "vuelos-baratos-a-chiclayo",
      "vuelos-baratos-a-trujillo",
      "vuelos-baratos-a-cajamarca",
      "vuelos-baratos-a-iquitos",
      "vuelos-baratos-a-punta-cana",
    ],
  },
  {
    slug: "vuelos-baratos-a-trujillo",
    iata: "TRU",
    ciudadDestino: "Trujillo",
    paisDestino: "Perú",
    tipo: "NAC",
    metaTitle: "Vuelos baratos a Trujillo desde Lima | Kuntur Viajes",
    metaDescription:
      "Vuelos baratos de Lima a Trujillo: compara tarifas, crea una alerta de precio y visita Chan Chan, las Huacas del Sol y de la Luna y Huanchaco.",
    titulo: "Vuelos baratos a Trujillo",
    description: [
      "Trujillo, la ciudad de la eterna primavera, está a poco más de 1 hora de vuelo desde Lima. Su aeropuerto, el Capitán FAP Carlos Martínez de Pinillos, se encuentra en Huanchaco, a 15 minutos de la playa y a unos 20 del centro histórico.",
      "La ciudad conserva casonas coloniales de colores alrededor de la Plaza de Armas y es la base para visitar Chan Chan, la ciudad de barro más grande de América y Patrimonio de la Humanidad, y las Huacas del Sol y de la Luna, con murales mochicas que conservan su color.",
      "Trujillo es la capital de la marinera: en enero se celebra el Concurso Nacional de Marinera y en primavera el Festival Internacional de la Primavera. Y en Huanchaco todavía salen al mar los pescadores en caballitos de totora.",
    ],
    notes: [
      {
        titulo: "Chan Chan y las huacas",
        imagen: "cultura",
        detalle:
          "Reserva una mañana para la Huaca de la Luna y su museo, y otra para Chan Chan (el boleto incluye el museo de sitio y las huacas Arco Iris y Esmeralda). Si tienes un día más, el Complejo El Brujo, a unos 60 km, guarda a la Señora de Cao, gobernante mochica.",
      },
      {
        titulo: "Huanchaco y los caballitos de totora",
        imagen: "playa",
        detalle:
          "Huanchaco es un balneario de pescadores con buenas olas para aprender surf, cevicherías frente al mar y atardeceres desde el muelle. Los caballitos de totora, embarcaciones que se usan desde hace siglos, descansan verticales en la arena.",
      },
      {
        titulo: "Sabores trujillanos",
        imagen: "gastronomia",
        detalle:
          "Prueba el shambar (tradicional de los lunes), el cabrito a la norteña, el ceviche de pescado con camote y cancha, y el frito trujillano para el desayuno. De postre, los alfajores y el king kong de la región.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Trujillo?",
        respuesta:
          "Alrededor de 1 hora y 10 minutos en vuelo directo. Es una de las rutas nacionales más cortas y con más frecuencias.",
      },
      {
        pregunta: "¿Cuándo es el Concurso Nacional de Marinera?",
        respuesta:
          "Se celebra cada año en enero en Trujillo. Durante esos días hay mucha demanda de hoteles y vuelos: compra con anticipación o crea una alerta de precio en esta página.",
      },
      {
        pregunta: "¿Cuántos días necesito para conocer Trujillo?",
        respuesta:
          "Con 2 días completos ves el centro histórico, Chan Chan y las Huacas del Sol y de la Luna, y disfrutas una tarde en Huanchaco. Suma un día para el Complejo El Brujo.",
      },
      {
        pregunta: "¿Cómo es el clima en Trujillo?",
        respuesta:
          "Templado y seco todo el año, de 17 °C a 28 °C según la estación. El verano (enero a marzo) es soleado y caluroso; en invierno hay días nublados pero casi nunca llueve.",
      },
      {
        pregunta: "¿Puedo combinar Trujillo con Chiclayo?",
        respuesta:
          "Sí, están a unas 3 horas por carretera. Una ruta muy recomendada es volar a Trujillo, seguir por tierra a Chiclayo para conocer Sipán y Túcume, y regresar a Lima en avión desde Chiclayo.",
      },
    ],
    related: [
      "vuelos-baratos-a-chiclayo",
      "vuelos-baratos-a-cajamarca",
      "vuelos-baratos-a-piura",
      "vuelos-baratos-a-tumbes",
      "vuelos-baratos-a-tarapoto",
      "vuelos-baratos-a-arequipa",
    ],
  },
  {
    slug: "vuelos-baratos-a-chiclayo",
    iata: "CIX",
    ciudadDestino: "Chiclayo",
    paisDestino: "Perú",
    tipo: "NAC",
    metaTitle: "Vuelos baratos a Chiclayo desde Lima | Kuntur Viajes",
    metaDescription:
      "Pasajes baratos de Lima a Chiclayo: compara tarifas recientes, crea una alerta de precio y descubre el Señor de Sipán, Túcume y la cocina lambayecana.",
    titulo: "Vuelos baratos a Chiclayo",
    description: [
      "Chiclayo, la Capital de la Amistad, está a 1 hora y 20 minutos de vuelo desde Lima. El Aeropuerto Internacional Capitán FAP José A. Quiñones Gonzales está a solo 10 minutos del centro.",
      "Es la puerta a los grandes hallazgos arqueológicos del norte: el Museo Tumbas Reales de Sipán, en Lambayeque, exhibe el ajuar del Señor de Sipán; el Valle de las Pirámides de Túcume reúne más de veinte pirámides de adobe; y el Museo Nacional Sicán, en Ferreñafe, muestra el oro de la cultura Lambayeque.",
      "La región es también una de las despensas gastronómicas del país: arroz con pato, cabrito, tortilla de raya y el king kong de manjar blanco, que todos llevan de regreso a casa.",
    ],
    notes: [
      {
        titulo: "Ruta Moche: Sipán y Túcume",
        imagen: "cultura",
        detalle:
          "En un día puedes visitar la Huaca Rajada (donde se encontró la tumba del Señor de Sipán), el Museo Tumbas Reales en Lambayeque y el mirador de Túcume. Los museos cierran los lunes: organiza tu visita de martes a domingo.",
      },
      {
        titulo: "Bosque de Pómac y Pimentel",
        imagen: "naturaleza",
        detalle:
          "El Santuario Histórico Bosque de Pómac protege un bosque seco de algarrobos centenarios y pirámides de la cultura Sicán. Por la tarde, el balneario de Pimentel, a 20 minutos de Chiclayo, ofrece su muelle, caballitos de totora y cevicherías.",
      },
      {
        titulo: "Mercado Modelo y artesanías",
        imagen: "compras",
        detalle:
          "El Mercado Modelo de Chiclayo es famoso por su sección de hierbas medicinales y por sus puestos de comida. Para artesanías, visita Monsefú, a 15 km, con sombreros, tejidos y bordados hechos a mano.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Chiclayo?",
        respuesta: "Aproximadamente 1 hora y 20 minutos en vuelo directo, con varias frecuencias diarias.",
      },
      {
        pregunta: "¿Qué días abren los museos de Lambayeque?",
        respuesta:
          "El Museo Tumbas Reales de Sipán y el Museo Nacional Sicán abren de martes a domingo. Confirma el horario antes de ir, sobre todo en feriados.",
      },
      {
        pregunta: "¿Qué comer en Chiclayo?",
        respuesta:
          "El arroz con pato a la chiclayana, el cabrito con frejoles, la tortilla de raya, el espesado de los lunes y el ceviche de pescado con zarandaja. De postre, el king kong y los alfajores de manjar blanco.",
      },
      {
        pregunta: "¿Cuántos días necesito para conocer Chiclayo?",
        respuesta:
          "Con 3 días conoces Sipán, Túcume, el Museo Sicán y el Bosque de Pómac, con una tarde en Pimentel. Si tienes más tiempo, combínalo con Trujillo o con Cajamarca.",
      },
      {
        pregunta: "¿Cuándo es más barato viajar a Chiclayo?",
        respuesta:
          "Los precios bajan fuera de vacaciones escolares, fiestas patrias y fin de año. Los vuelos de martes a jueves suelen ser más baratos que los de viernes y domingo.",
      },
    ],
    related: [
      "vuelos-baratos-a-trujillo",
      "vuelos-baratos-a-piura",
      "vuelos-baratos-a-cajamarca",
      "vuelos-baratos-a-tumbes",
      "vuelos-baratos-a-tarapoto",
      "vuelos-baratos-a-iquitos",
    ],
  },
  {
    slug: "vuelos-baratos-a-cajamarca",
    iata: "CJA",
    ciudadDestino: "Cajamarca",
    paisDestino: "Perú",
    tipo: "NAC",
    metaTitle: "Vuelos baratos a Cajamarca desde Lima | Kuntur Viajes",
    metaDescription:
      "Vuelos baratos de Lima a Cajamarca: compara tarifas, crea una alerta de precio y visita los Baños del Inca, Cumbemayo y su famoso carnaval.",
    titulo: "Vuelos baratos a Cajamarca",
    description: [
      "Cajamarca está en un valle andino a 2750 m, a 1 hora y 20 minutos de vuelo desde Lima. Aquí se produjo el encuentro entre Atahualpa y Francisco Pizarro en 1532, y todavía puede visitarse el Cuarto del Rescate.",
      "Su centro tiene iglesias de fachadas labradas en piedra, como la Catedral, San Francisco y el Complejo de Belén. En los alrededores esperan los Baños del Inca, con aguas termales, las Ventanillas de Otuzco, el bosque de piedras y el canal prehispánico de Cumbemayo y la Granja Porcón.",
      "Cajamarca es tierra de quesos, manjar blanco y cuy frito, y su carnaval, en febrero, es uno de los más alegres y concurridos del Perú.",
    ],
    notes: [
      {
        titulo: "Baños del Inca",
        imagen: "naturaleza",
        detalle:
          "A unos 6 km del centro, el complejo de los Baños del Inca ofrece pozas y baños privados con aguas termales que brotan a más de 70 °C. Ve temprano para evitar colas y aprovecha para recorrer las Ventanillas de Otuzco, necrópolis preinca a pocos kilómetros.",
      },
      {
        titulo: "Carnaval de Cajamarca",
        imagen: "cultura",
        detalle:
          "Se celebra en febrero, con concursos de comparsas, el corso y mucho juego con agua y pintura. Es la fecha de mayor demanda: compra tus pasajes con anticipación y lleva ropa que puedas mojar y manchar.",
      },
      {
        titulo: "Lluvias y sol de sierra",
        imagen: "clima",
        detalle:
          "De mayo a septiembre hay días soleados y noches frías. De noviembre a marzo llueve por las tardes y el campo está verde. Lleva casaca, bloqueador y un impermeable ligero para las excursiones.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Cajamarca?",
        respuesta:
          "Alrededor de 1 hora y 20 minutos en vuelo directo. El Aeropuerto Mayor General FAP Armando Revoredo Iglesias está a 10 minutos del centro.",
      },
      {
        pregunta: "¿Qué lugares visitar cerca de Cajamarca?",
        respuesta:
          "Cumbemayo (unos 20 km), los Baños del Inca (6 km), las Ventanillas de Otuzco (8 km), la Granja Porcón (unos 30 km) y el mirador de Santa Apolonia, en la misma ciudad.",
      },
      {
        pregunta: "¿Qué productos típicos puedo llevar de Cajamarca?",
        respuesta:
          "Quesos frescos y mantecosos, manjar blanco, rosquitas y cerámica de la zona. Para el vuelo, empaca los lácteos bien cerrados; las tiendas los venden envasados para viaje.",
      },
      {
        pregunta: "¿Cuántos días necesito en Cajamarca?",
        respuesta:
          "Con 3 días recorres la ciudad, Cumbemayo, los Baños del Inca y Otuzco. Si vas en carnaval, calcula un par de días extra.",
      },
      {
        pregunta: "¿Afecta la altura en Cajamarca?",
        respuesta:
          "A 2750 m puede sentirse un leve cansancio el primer día. Camina despacio, toma agua y evita comidas pesadas la primera noche.",
      },
    ],
    related: [
      "vuelos-baratos-a-trujillo",
      "vuelos-baratos-a-chiclayo",
      "vuelos-baratos-a-tarapoto",
      "vuelos-baratos-a-piura",
      "vuelos-baratos-a-ayacucho",
      "vuelos-baratos-a-cusco",
    ],
  },
];
