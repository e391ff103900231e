import type { DestinationSeed } from "./types.ts";

const US_VISA =
  "Los peruanos necesitan pasaporte vigente y visa de turista de Estados Unidos (B1/B2) vigente. La cita en la embajada puede demorar meses: tramítala antes de comprar el pasaje. Al llegar, el oficial de migración puede pedirte tu reserva de hotel y el boleto de regreso.";

/** The United States, Mexico and the Caribbean. */
export const NORTH_AMERICA_CARIBBEAN: DestinationSeed[] = [
  {
    slug: "vuelos-baratos-a-miami",
    iata: "MIA",
    ciudadDestino: "Miami",
    paisDestino: "Estados Unidos",
    tipo: "INT",
    metaTitle: "Vuelos baratos a Miami desde Lima | Kuntur Viajes",
    metaDescription:
      "Pasajes baratos de Lima a Miami: compara tarifas recientes, crea una alerta de precio y planifica playas, compras y Cayo Hueso con Kuntur Viajes.",
    titulo: "Vuelos baratos a Miami",
    description: [
      "Miami está a unas 5 horas y 45 minutos de vuelo directo desde Lima y es la puerta de entrada a Estados Unidos para muchos peruanos. El Aeropuerto Internacional de Miami (MIA) está a 20 minutos del centro y a unos 30 de Miami Beach.",
      "La ciudad combina las playas y los edificios art déco de South Beach, los murales de Wynwood, el ambiente cubano de la Pequeña Habana y grandes centros comerciales y outlets. En auto puedes llegar a los Everglades o recorrer la carretera de los Cayos hasta Cayo Hueso.",
      "Los precios más bajos suelen encontrarse de mayo a junio y de septiembre a noviembre, fuera de las vacaciones escolares peruanas y de las fiestas de fin de año.",
    ],
    notes: [
      { titulo: "Visa y documentos", imagen: "documentos", detalle: US_VISA },
      {
        titulo: "Compras y outlets",
        imagen: "compras",
        detalle:
          "Dolphin Mall, Aventura Mall y Sawgrass Mills concentran marcas y outlets. Los precios se muestran sin impuesto: en Miami-Dade se suma alrededor de 7 % al pagar. Revisa la franquicia de equipaje de tu tarifa antes de comprar de más; la segunda maleta puede costar más que lo que ahorras.",
      },
      {
        titulo: "Temporada de huracanes",
        imagen: "clima",
        detalle:
          "De junio a noviembre es temporada de huracanes en el Atlántico; la mayor actividad se da entre agosto y octubre. De diciembre a abril el clima es seco y agradable, la mejor época para la playa. En verano hace mucho calor y son comunes las tormentas por la tarde.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Miami?",
        respuesta:
          "El vuelo directo dura alrededor de 5 horas y 45 minutos. Miami está en la misma hora que Lima en invierno del hemisferio norte y una hora adelante en verano (horario de verano).",
      },
      {
        pregunta: "¿Necesito visa para viajar a Miami?",
        respuesta:
          "Sí. Los ciudadanos peruanos necesitan visa de turista B1/B2 vigente y pasaporte válido. Los peruanos con otra nacionalidad de un país del Programa de Exención de Visas pueden viajar con ESTA usando ese pasaporte.",
      },
      {
        pregunta: "¿Con cuánta anticipación debo llegar al aeropuerto?",
        respuesta:
          "Para vuelos internacionales recomendamos llegar al aeropuerto Jorge Chávez al menos 4 horas antes de la salida, con tu pasaporte y visa a la mano.",
      },
      {
        pregunta: "¿Conviene alquilar auto en Miami?",
        respuesta:
          "Si vas a visitar los Cayos, los Everglades u Orlando, sí. Para moverte entre Miami Beach y el centro puedes usar transporte público y aplicaciones. Necesitas licencia de conducir vigente y tarjeta de crédito; algunas empresas exigen 25 años cumplidos.",
      },
      {
        pregunta: "¿Puedo combinar Miami y Orlando en el mismo viaje?",
        respuesta:
          "Sí, están a unas 3 horas y media en auto. Puedes volar a Miami y regresar desde Orlando, o al revés; en Kuntur Viajes te cotizamos el multidestino con hoteles y entradas a parques.",
      },
    ],
    related: [
      "vuelos-baratos-a-orlando",
      "vuelos-baratos-a-nueva-york",
      "vuelos-baratos-a-cancun",
      "vuelos-baratos-a-punta-cana",
      "vuelos-baratos-a-ciudad-de-mexico",
      "vuelos-baratos-a-madrid",
    ],
  },
  {
    slug: "vuelos-baratos-a-orlando",
    iata: "MCO",
    ciudadDestino: "Orlando",
    paisDestino: "Estados Unidos",
    tipo: "INT",
    metaTitle: "Vuelos baratos a Orlando desde Lima | Kuntur Viajes",
    metaDescription:
      "Vuelos baratos de Lima a Orlando para visitar Disney, Universal y los outlets. Compara tarifas, crea una alerta de precio y viaja con Kuntur Viajes.",
    titulo: "Vuelos baratos a Orlando",
    description: [
      "Orlando es la capital mundial de los parques temáticos y uno de los viajes familiares favoritos de los peruanos. Hay vuelos directos desde Lima de unas 6 horas y conexiones por Miami y otras ciudades; el Aeropuerto Internacional de Orlando (MCO) está a 30 minutos de la zona de parques.",
      "Walt Disney World tiene cuatro parques temáticos y dos acuáticos; Universal Orlando suma sus parques con las atracciones de Harry Potter y su nuevo parque Epic Universe; y además están SeaWorld, el Centro Espacial Kennedy, a una hora, y varios outlets.",
      "Planifica con tiempo: las entradas compradas por internet y por varios días salen más baratas por día, y las fechas fuera de vacaciones escolares de Estados Unidos tienen menos filas.",
    ],
    notes: [
      { titulo: "Visa y documentos", imagen: "documentos", detalle: US_VISA },
      {
        titulo: "Cómo aprovechar los parques",
        imagen: "aventura",
        detalle:
          "Descarga la aplicación oficial de cada parque para ver tiempos de espera y reservar atracciones. Llega a la apertura, deja los shows para las horas de más calor y programa un día de descanso cada 2 o 3 días de parque, sobre todo si viajas con niños.",
      },
      {
        titulo: "Calor y tormentas de verano",
        imagen: "clima",
        detalle:
          "De junio a septiembre hace calor húmedo y casi cada tarde hay tormentas eléctricas breves; algunas atracciones cierran mientras pasan. De noviembre a abril el clima es más fresco y agradable. Lleva bloqueador, gorra y un poncho de lluvia.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Hay vuelos directos de Lima a Orlando?",
        respuesta:
          "Sí, hay vuelos directos de alrededor de 6 horas, además de opciones con escala en Miami, Panamá u otras ciudades. Compara ambas en el buscador: a veces una escala corta reduce bastante el precio.",
      },
      {
        pregunta: "¿Cuántos días necesito para los parques de Orlando?",
        respuesta:
          "Para Disney y Universal recomendamos al menos 7 días: 4 para Disney, 2 o 3 para Universal y uno libre para compras o descanso. Con niños pequeños conviene ir más despacio.",
      },
      {
        pregunta: "¿Cuándo es más barato viajar a Orlando?",
        respuesta:
          "Enero (después de Año Nuevo), fines de agosto y septiembre suelen tener vuelos, hoteles y parques más baratos. Julio y diciembre son los meses más caros para viajar desde el Perú.",
      },
      {
        pregunta: "¿Necesito alquilar auto en Orlando?",
        respuesta:
          "No es obligatorio si te alojas en un hotel con transporte a los parques, pero ayuda mucho para ir a outlets, supermercados, el Centro Espacial Kennedy o la playa de Cocoa Beach.",
      },
      {
        pregunta: "¿Qué documentos necesitan los menores para viajar?",
        respuesta:
          "Pasaporte y visa propios. Si el menor no viaja con ambos padres, necesita además el permiso notarial de viaje firmado por el padre o la madre que no viaja.",
      },
    ],
    related: [
      "vuelos-baratos-a-miami",
      "vuelos-baratos-a-nueva-york",
      "vuelos-baratos-a-cancun",
      "vuelos-baratos-a-punta-cana",
      "vuelos-baratos-a-ciudad-de-mexico",
      "vuelos-baratos-a-madrid",
    ],
  },
  {
    slug: "vuelos-baratos-a-nueva-york",
    iata: "JFK",
    ciudadDestino: "Nueva York",
    paisDestino: "Estados Unidos",
    tipo: "INT",
    metaTitle: "Vuelos baratos a Nueva York desde Lima | Kuntur Viajes",
    metaDescription:
      "Pasajes baratos de Lima a Nueva York: compara tarifas recientes, crea una alerta de precio y planifica Manhattan, Broadway y Central Park con Kuntur Viajes.",
    titulo: "Vuelos baratos a Nueva York",
    description: [
      "Nueva York está a unas 7 horas y 45 minutos de vuelo directo desde Lima, con llegada al Aeropuerto Internacional John F. Kennedy (JFK). También hay vuelos con escala que llegan a Newark (EWR) o LaGuardia (LGA): compáralos, porque a veces son más baratos.",
      "En Manhattan te esperan Times Square, Central Park, el Empire State, el Rockefeller Center, el High Line y los museos más famosos del mundo, como el Met y el MoMA. El ferry a la Estatua de la Libertad sale de Battery Park y el puente de Brooklyn se cruza a pie.",
      "Primavera (abril a junio) y otoño (septiembre a noviembre) tienen el mejor clima. Diciembre es mágico por sus luces, pero es de los meses más caros.",
    ],
    notes: [
      { titulo: "Visa y documentos", imagen: "documentos", detalle: US_VISA },
      {
        titulo: "Moverte por la ciudad",
        imagen: "transporte",
        detalle:
          "El metro funciona las 24 horas y se paga acercando tu tarjeta bancaria sin contacto o el celular al lector (sistema OMNY). Desde JFK, el AirTrain conecta con el metro y con el tren LIRR. Camina: muchas atracciones de Manhattan están a pocas cuadras unas de otras.",
      },
      {
        titulo: "Inviernos fríos",
        imagen: "clima",
        detalle:
          "De diciembre a febrero la temperatura suele estar bajo 0 °C y puede nevar: lleva abrigo, guantes y calzado impermeable. Los veranos son calurosos y húmedos. En primavera y otoño basta una casaca ligera.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Nueva York?",
        respuesta:
          "El vuelo directo dura alrededor de 7 horas y 45 minutos. Con escala, el viaje total puede ir de 10 a 14 horas según la conexión.",
      },
      {
        pregunta: "¿A qué aeropuerto de Nueva York me conviene llegar?",
        respuesta:
          "JFK recibe los vuelos directos desde Lima. Newark, en Nueva Jersey, tiene buena conexión en tren a Manhattan y puede tener tarifas más bajas con escala. LaGuardia recibe sobre todo vuelos nacionales de Estados Unidos.",
      },
      {
        pregunta: "¿Cuántos días necesito en Nueva York?",
        respuesta:
          "Con 5 días conoces lo esencial de Manhattan y Brooklyn. Si quieres museos, un musical de Broadway y algo de compras sin correr, calcula una semana.",
      },
      {
        pregunta: "¿Cuánto debo dejar de propina?",
        respuesta:
          "En restaurantes con servicio a la mesa se acostumbra dejar entre 18 % y 20 % de la cuenta. En taxis, alrededor de 15 %. Los precios de tiendas y restaurantes no incluyen el impuesto, que se suma al pagar.",
      },
      {
        pregunta: "¿Con cuánta anticipación debo llegar al aeropuerto?",
        respuesta:
          "Recomendamos estar en el aeropuerto Jorge Chávez al menos 4 horas antes de un vuelo internacional, con pasaporte y visa vigentes.",
      },
    ],
    related: [
      "vuelos-baratos-a-miami",
      "vuelos-baratos-a-orlando",
      "vuelos-baratos-a-madrid",
      "vuelos-baratos-a-cancun",
      "vuelos-baratos-a-ciudad-de-mexico",
      "vuelos-baratos-a-punta-cana",
    ],
  },
  {
    slug: "vuelos-baratos-a-cancun",
    iata: "CUN",
    ciudadDestino: "Cancún",
    paisDestino: "México",
    tipo: "INT",
    metaTitle: "Vuelos baratos a Cancún desde Lima | Kuntur Viajes",
    metaDescription:
      "Vuelos baratos de Lima a Cancún: compara tarifas recientes, crea una alerta de precio y disfruta el Caribe mexicano, Tulum y Chichén Itzá.",
    titulo: "Vuelos baratos a Cancún",
    description: [
      "Cancún está a unas 5 horas de vuelo directo desde Lima y es la puerta del Caribe mexicano. Su Zona Hotelera se extiende sobre una franja de arena blanca entre el mar turquesa y la laguna Nichupté, con resorts todo incluido para todos los presupuestos.",
      "Desde Cancún puedes tomar el ferry a Isla Mujeres, bajar por la Riviera Maya hasta Playa del Carmen y Tulum, nadar en cenotes y visitar Chichén Itzá, una de las nuevas siete maravillas del mundo, a unas 3 horas por carretera.",
      "La mejor época es de diciembre a abril, con clima seco y mar calmado. De junio a noviembre es temporada de huracanes y entre la primavera y el verano puede llegar sargazo a algunas playas.",
    ],
    notes: [
      {
        titulo: "Visa para México",
        imagen: "documentos",
        detalle:
          "Desde mayo de 2024 los peruanos necesitan visa para ingresar a México como turistas. No la necesitan quienes tienen visa vigente de Estados Unidos, Canadá, Japón, Reino Unido o del espacio Schengen, o residencia permanente en esos países, Chile o Colombia. Revisa los requisitos vigentes en el consulado de México antes de comprar.",
      },
      {
        titulo: "Impuesto Visitax",
        imagen: "compras",
        detalle:
          "El estado de Quintana Roo cobra a los turistas extranjeros el Visitax, un impuesto que se paga en línea en el portal oficial del estado antes de salir de México. Guarda el comprobante. En muchos hoteles se cobra además un impuesto de hospedaje por noche.",
      },
      {
        titulo: "Cenotes y Riviera Maya",
        imagen: "playa",
        detalle:
          "Los cenotes son pozos de agua dulce cristalina: usa bloqueador biodegradable o dúchate antes de entrar, como piden los parques. Playa del Carmen está a una hora de Cancún y Tulum a dos; hay buses ADO cómodos desde el aeropuerto y la ciudad.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Cancún?",
        respuesta:
          "El vuelo directo dura alrededor de 5 horas. Con escala en Ciudad de México, Bogotá o Panamá el viaje puede tomar de 8 a 10 horas.",
      },
      {
        pregunta: "¿Los peruanos necesitan visa para Cancún?",
        respuesta:
          "Sí, salvo que tengan visa vigente de Estados Unidos, Canadá, Japón, Reino Unido o Schengen, o residencia permanente en alguno de esos países, en Chile o en Colombia. Los requisitos pueden cambiar: confírmalos antes de viajar.",
      },
      {
        pregunta: "¿Cuándo hay sargazo en Cancún?",
        respuesta:
          "El sargazo suele llegar entre abril y agosto, aunque varía cada año. Isla Mujeres y la costa de la Zona Hotelera que da a la bahía suelen estar menos afectadas. El gobierno local publica un semáforo de sargazo actualizado.",
      },
      {
        pregunta: "¿Conviene un hotel todo incluido?",
        respuesta:
          "Si piensas pasar la mayor parte del tiempo en el hotel, sí: comidas y bebidas incluidas simplifican el presupuesto. Si vas a hacer muchas excursiones, un plan solo con desayuno puede salir más a cuenta.",
      },
      {
        pregunta: "¿Qué moneda se usa en Cancún?",
        respuesta:
          "El peso mexicano. En la zona turística también aceptan dólares, pero pagar en pesos o con tarjeta suele darte mejor tipo de cambio.",
      },
    ],
    related: [
      "vuelos-baratos-a-ciudad-de-mexico",
      "vuelos-baratos-a-punta-cana",
      "vuelos-baratos-a-miami",
      "vuelos-baratos-a-orlando",
      "vuelos-baratos-a-bogota",
      "vuelos-baratos-a-nueva-york",
    ],
  },
  {
    slug: "vuelos-baratos-a-ciudad-de-mexico",
    iata: "MEX",
    ciudadDestino: "Ciudad de México",
    paisDestino: "México",
    tipo: "INT",
    metaTitle: "Vuelos baratos a Ciudad de México | Kuntur Viajes",
    metaDescription:
      "Pasajes baratos de Lima a Ciudad de México: compara tarifas recientes, crea una alerta de precio y descubre museos, Teotihuacán y la comida mexicana.",
    titulo: "Vuelos baratos a Ciudad de México",
    description: [
      "Ciudad de México está a unas 6 horas de vuelo directo desde Lima, con llegada al Aeropuerto Internacional Benito Juárez (MEX). Es una de las ciudades más grandes del mundo y un destino enorme para la cultura, la historia y la gastronomía.",
      "En el Centro Histórico están el Zócalo, la Catedral, el Templo Mayor y el Palacio de Bellas Artes. El Bosque de Chapultepec alberga el Museo Nacional de Antropología; Coyoacán, la Casa Azul de Frida Kahlo; y Xochimilco, sus trajineras. A una hora, las pirámides del Sol y de la Luna de Teotihuacán.",
      "La ciudad está a 2240 m de altura: los días son templados todo el año y de junio a septiembre llueve por las tardes.",
    ],
    notes: [
      {
        titulo: "Visa para México",
        imagen: "documentos",
        detalle:
          "Los peruanos necesitan visa para viajar a México como turistas, salvo que tengan visa vigente de Estados Unidos, Canadá, Japón, Reino Unido o Schengen, o residencia permanente en esos países, Chile o Colombia. Lleva impresa tu reserva de hotel y tu boleto de regreso.",
      },
      {
        titulo: "Comer en Ciudad de México",
        imagen: "gastronomia",
        detalle:
          "Prueba tacos al pastor, chilaquiles al desayuno, mole, tamales y pan dulce. Los mercados de Coyoacán y San Juan son ideales para comer bien y barato. Elige puestos con mucha gente, que rotan los alimentos, y toma agua embotellada.",
      },
      {
        titulo: "Entradas con anticipación",
        imagen: "cultura",
        detalle:
          "La Casa Azul de Frida Kahlo vende sus entradas solo por internet y se agotan con días de anticipación. Teotihuacán conviene visitarlo temprano, antes del calor; lleva gorra, bloqueador y agua. Muchos museos cierran los lunes.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Ciudad de México?",
        respuesta:
          "Alrededor de 6 horas en vuelo directo. Ciudad de México tiene una hora menos que Lima durante todo el año.",
      },
      {
        pregunta: "¿Cómo moverse por Ciudad de México?",
        respuesta:
          "El Metro y el Metrobús son baratos y llegan a casi todo; se pagan con la tarjeta de movilidad integrada. Para trayectos de noche o con equipaje, usa taxis de sitio o aplicaciones.",
      },
      {
        pregunta: "¿Cuántos días necesito en Ciudad de México?",
        respuesta:
          "Con 5 días conoces el Centro Histórico, Chapultepec, Coyoacán, Xochimilco y Teotihuacán. Si quieres sumar Puebla u otras ciudades cercanas, calcula una semana.",
      },
      {
        pregunta: "¿Cuándo es el Día de Muertos?",
        respuesta:
          "El 1 y 2 de noviembre, con altares, ofrendas y desfiles en toda la ciudad. Es una fecha muy solicitada: reserva vuelo y hotel con anticipación.",
      },
      {
        pregunta: "¿Puedo combinar Ciudad de México con Cancún?",
        respuesta:
          "Sí, hay muchos vuelos internos de unas 2 horas entre ambas ciudades. Puedes armar un viaje Lima–Ciudad de México–Cancún–Lima y te ayudamos a cotizarlo.",
      },
    ],
    related: [
      "vuelos-baratos-a-cancun",
      "vuelos-baratos-a-bogota",
      "vuelos-baratos-a-miami",
      "vuelos-baratos-a-nueva-york",
      "vuelos-baratos-a-madrid",
      "vuelos-baratos-a-punta-cana",
    ],
  },
  {
    slug: "vuelos-baratos-a-punta-cana",
    iata: "PUJ",
    ciudadDestino: "Punta Cana",
    paisDestino: "República Dominicana",
    tipo: "INT",
    metaTitle: "Vuelos baratos a Punta Cana desde Lima | Kuntur Viajes",
    metaDescription:
      "Vuelos baratos de Lima a Punta Cana: compara tarifas recientes, crea una alerta de precio y disfruta playas caribeñas y resorts todo incluido.",
    titulo: "Vuelos baratos a Punta Cana",
    description: [
      "Punta Cana, en el extremo este de República Dominicana, es uno de los destinos de playa más buscados por los peruanos. Hay vuelos directos de unas 5 horas y media en temporada y opciones con escala todo el año; el aeropuerto internacional está a 20 minutos de la mayoría de hoteles.",
      "Sus playas de arena blanca y palmeras, como Bávaro y Macao, reúnen resorts todo incluido ideales para familias, parejas y lunas de miel. Desde allí salen excursiones en catamarán a Isla Saona, paseos a Cap Cana, parques de aventura y visitas a Santo Domingo, la primera ciudad colonial de América.",
      "La temporada seca, de diciembre a abril, es la más solicitada. De junio a noviembre hay temporada de huracanes y precios más bajos.",
    ],
    notes: [
      {
        titulo: "Documentos para República Dominicana",
        imagen: "documentos",
        detalle:
          "Los peruanos no necesitan visa para hacer turismo en República Dominicana: basta el pasaporte vigente, y la tarjeta de turista suele estar incluida en el pasaje. Antes de viajar debes completar el formulario electrónico E-Ticket de migración y aduanas, de ida y de vuelta.",
      },
      {
        titulo: "Excursión a Isla Saona",
        imagen: "playa",
        detalle:
          "La Isla Saona, dentro del Parque Nacional del Este, se visita en un día: traslado a Bayahíbe, catamarán o lancha y parada en una piscina natural con estrellas de mar. Sale temprano y vuelve por la tarde; lleva bloqueador biodegradable y efectivo.",
      },
      {
        titulo: "Clima caribeño",
        imagen: "clima",
        detalle:
          "Hace calor todo el año, entre 25 °C y 32 °C. Los chubascos tropicales son cortos. Si viajas entre junio y noviembre, considera un seguro de viaje con cobertura de cancelación por fenómenos climáticos.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Punta Cana?",
        respuesta:
          "El vuelo directo dura alrededor de 5 horas y 30 minutos. Con escala en Panamá, Bogotá o Santo Domingo el viaje total suele estar entre 8 y 11 horas.",
      },
      {
        pregunta: "¿Los peruanos necesitan visa para Punta Cana?",
        respuesta:
          "No. Se viaja con pasaporte vigente y el formulario E-Ticket completado antes del vuelo. Los menores que no viajan con ambos padres necesitan permiso notarial de viaje.",
      },
      {
        pregunta: "¿Qué moneda se usa en Punta Cana?",
        respuesta:
          "El peso dominicano, aunque en hoteles y excursiones se aceptan dólares y tarjetas. Lleva billetes de baja denominación para propinas.",
      },
      {
        pregunta: "¿Cuál es la mejor época para ir a Punta Cana?",
        respuesta:
          "De diciembre a abril, con menos lluvia y humedad. Julio y agosto también son muy buscados por las vacaciones, con más calor y precios más altos.",
      },
      {
        pregunta: "¿Qué conviene más: vuelo solo o paquete con hotel?",
        respuesta:
          "En Punta Cana los paquetes de vuelo más hotel todo incluido suelen ser más convenientes que comprar cada parte por separado. Pregunta por nuestras ofertas de vuelo más hotel.",
      },
    ],
    related: [
      "vuelos-baratos-a-cancun",
      "vuelos-baratos-a-miami",
      "vuelos-baratos-a-orlando",
      "vuelos-baratos-a-bogota",
      "vuelos-baratos-a-ciudad-de-mexico",
      "vuelos-baratos-a-rio-de-janeiro",
    ],
  },
];
