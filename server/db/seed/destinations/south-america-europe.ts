import type { DestinationSeed } from "./types.ts";

/** South America (Buenos Aires, Santiago, Bogotá, Río de Janeiro) and Europe (Madrid). */
export const SOUTH_AMERICA_EUROPE: DestinationSeed[] = [
  {
    slug: "vuelos-baratos-a-buenos-aires",
    iata: "EZE",
    ciudadDestino: "Buenos Aires",
    paisDestino: "Argentina",
    tipo: "INT",
    metaTitle: "Vuelos baratos a Buenos Aires desde Lima | Kuntur Viajes",
    metaDescription:
      "Pasajes baratos de Lima a Buenos Aires: compara tarifas recientes, crea una alerta de precio y disfruta tango, asado y barrios porteños. Viaja con tu DNI.",
    titulo: "Vuelos baratos a Buenos Aires",
    description: [
      "Buenos Aires está a unas 4 horas y 45 minutos de vuelo directo desde Lima. Los vuelos internacionales llegan al Aeropuerto Internacional de Ezeiza, a unos 35 km del centro; algunos vuelos regionales operan en Aeroparque Jorge Newbery, junto al Río de la Plata.",
      "La capital argentina se recorre por barrios: San Telmo y su feria de los domingos, los colores de Caminito en La Boca, la elegancia de Recoleta y su cementerio, los parques y bares de Palermo y el moderno Puerto Madero. El Teatro Colón ofrece visitas guiadas y una de las mejores temporadas líricas del mundo.",
      "Es una ciudad para comer y salir: parrillas, empanadas, medialunas, helado artesanal, librerías abiertas hasta tarde y milongas donde se baila tango.",
    ],
    notes: [
      {
        titulo: "Viaja con tu DNI",
        imagen: "documentos",
        detalle:
          "Los peruanos pueden ingresar a Argentina como turistas con DNI vigente o pasaporte. Los menores que viajan sin uno de sus padres necesitan permiso notarial de viaje. Lleva tu reserva de hotel y boleto de regreso por si te los solicitan en migraciones.",
      },
      {
        titulo: "Pagos y tipo de cambio",
        imagen: "compras",
        detalle:
          "Las tarjetas de crédito y débito extranjeras suelen liquidarse a un tipo de cambio cercano al del mercado, por lo que pagar con tarjeta es práctico. Confirma con tu banco las comisiones por uso en el exterior y avísale de tu viaje. Lleva algo de efectivo para propinas y transporte.",
      },
      {
        titulo: "Las mismas estaciones que en Lima",
        imagen: "clima",
        detalle:
          "Buenos Aires tiene veranos calurosos y húmedos (diciembre a febrero) e inviernos fríos, de 5 °C a 15 °C (junio a agosto). La primavera (septiembre a noviembre), con los jacarandás en flor, y el otoño son las mejores épocas para caminar la ciudad.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Buenos Aires?",
        respuesta: "Alrededor de 4 horas y 45 minutos en vuelo directo. Buenos Aires tiene dos horas más que Lima.",
      },
      {
        pregunta: "¿Cómo llego de Ezeiza al centro?",
        respuesta:
          "En taxi o remís oficial del aeropuerto (entre 45 y 60 minutos según el tránsito), en buses de traslado que llegan a Retiro o con el transporte que reserves con tu paquete.",
      },
      {
        pregunta: "¿Puedo viajar a Buenos Aires solo con DNI?",
        respuesta:
          "Sí, los peruanos pueden viajar con DNI vigente y en buen estado. Si piensas seguir a otros países fuera de Sudamérica, lleva también tu pasaporte.",
      },
      {
        pregunta: "¿Cuántos días necesito en Buenos Aires?",
        respuesta:
          "Con 4 o 5 días recorres los barrios principales, ves un show de tango y haces una excursión a Tigre y el delta del Paraná. Suma días si quieres cruzar en barco a Colonia del Sacramento, en Uruguay.",
      },
      {
        pregunta: "¿Qué platos probar en Buenos Aires?",
        respuesta:
          "Asado con chimichurri, bife de chorizo, empanadas, milanesa napolitana, provoleta, medialunas con café, alfajores y helado de dulce de leche.",
      },
    ],
    related: [
      "vuelos-baratos-a-santiago",
      "vuelos-baratos-a-rio-de-janeiro",
      "vuelos-baratos-a-bogota",
      "vuelos-baratos-a-madrid",
      "vuelos-baratos-a-miami",
      "vuelos-baratos-a-cancun",
    ],
  },
  {
    slug: "vuelos-baratos-a-santiago",
    iata: "SCL",
    ciudadDestino: "Santiago",
    paisDestino: "Chile",
    tipo: "INT",
    metaTitle: "Vuelos baratos a Santiago de Chile | Kuntur Viajes",
    metaDescription:
      "Vuelos baratos de Lima a Santiago de Chile: compara tarifas recientes, crea una alerta de precio y combina ciudad, viñedos, Valparaíso y nieve.",
    titulo: "Vuelos baratos a Santiago de Chile",
    description: [
      "Santiago está a unas 3 horas y 40 minutos de vuelo directo desde Lima, con llegada al Aeropuerto Internacional Arturo Merino Benítez, a 30 minutos del centro. Es una de las rutas internacionales con más frecuencias desde el Perú.",
      "La ciudad se descubre desde sus cerros: el San Cristóbal, con funicular y teleférico, y el Santa Lucía, en pleno centro. Recorre el Palacio de La Moneda, los barrios Lastarria y Bellavista, el Mercado Central y el mirador Sky Costanera, con la cordillera de los Andes de fondo.",
      "Desde Santiago hay excursiones de un día a Valparaíso y Viña del Mar, a las viñas del valle del Maipo y al Cajón del Maipo. En invierno, los centros de esquí de Valle Nevado y Farellones están a menos de dos horas.",
    ],
    notes: [
      {
        titulo: "Declara tus alimentos",
        imagen: "documentos",
        detalle:
          "Chile controla de forma estricta el ingreso de productos de origen vegetal y animal. Declara en el formulario del SAG frutas, semillas, carnes, lácteos o miel que lleves; si no lo haces, te pueden multar. Los peruanos ingresan con DNI vigente o pasaporte.",
      },
      {
        titulo: "Temporada de nieve",
        imagen: "aventura",
        detalle:
          "Los centros de esquí abren aproximadamente de junio a septiembre, según la nieve. Hay tours de un día desde Santiago con traslado y alquiler de equipo. Si nunca has esquiado, reserva una clase: en una mañana aprendes lo básico.",
      },
      {
        titulo: "Viñas cerca de la ciudad",
        imagen: "gastronomia",
        detalle:
          "Varias viñas del valle del Maipo están dentro o muy cerca de Santiago y se llega en metro o en tour. La vendimia, entre marzo y abril, es la época más bonita para visitarlas. Reserva las visitas guiadas con anticipación.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Santiago?",
        respuesta:
          "Alrededor de 3 horas y 40 minutos en vuelo directo. Santiago tiene una o dos horas más que Lima, según el horario de verano chileno.",
      },
      {
        pregunta: "¿Puedo viajar a Chile con DNI?",
        respuesta:
          "Sí, los peruanos pueden ingresar a Chile como turistas con DNI vigente. Los menores que viajan sin ambos padres necesitan permiso notarial de viaje.",
      },
      {
        pregunta: "¿Cómo moverse por Santiago?",
        respuesta:
          "El Metro de Santiago es rápido y seguro; se paga con la tarjeta bip! o con tarjeta bancaria sin contacto en varias líneas. Desde el aeropuerto hay buses al centro, transfers y taxis oficiales.",
      },
      {
        pregunta: "¿Cuál es la mejor época para viajar a Santiago?",
        respuesta:
          "La primavera (septiembre a noviembre) y el otoño (marzo a mayo) tienen temperaturas agradables. El verano es caluroso y seco; el invierno, frío y con nieve en la cordillera.",
      },
      {
        pregunta: "¿Qué comida típica probar en Chile?",
        respuesta:
          "Empanadas de pino, pastel de choclo, cazuela, completos, sopaipillas y mariscos del Pacífico, además de los vinos de sus valles.",
      },
    ],
    related: [
      "vuelos-baratos-a-buenos-aires",
      "vuelos-baratos-a-rio-de-janeiro",
      "vuelos-baratos-a-bogota",
      "vuelos-baratos-a-madrid",
      "vuelos-baratos-a-tacna",
      "vuelos-baratos-a-cancun",
    ],
  },
  {
    slug: "vuelos-baratos-a-bogota",
    iata: "BOG",
    ciudadDestino: "Bogotá",
    paisDestino: "Colombia",
    tipo: "INT",
    metaTitle: "Vuelos baratos a Bogotá desde Lima | Kuntur Viajes",
    metaDescription:
      "Pasajes baratos de Lima a Bogotá: compara tarifas recientes, crea una alerta de precio y descubre La Candelaria, Monserrate y Zipaquirá. Viaja con DNI.",
    titulo: "Vuelos baratos a Bogotá",
    description: [
      "Bogotá está a unas 3 horas de vuelo directo desde Lima, con llegada al Aeropuerto Internacional El Dorado, uno de los más conectados de la región. Es también un buen punto de escala hacia el Caribe, Centroamérica y el resto de Colombia.",
      "El barrio colonial de La Candelaria reúne el Museo del Oro, el Museo Botero, la Plaza de Bolívar y calles llenas de arte urbano. El cerro de Monserrate, al que se sube en funicular o teleférico, regala la mejor vista de la ciudad, y los domingos la ciclovía cierra grandes avenidas a los autos.",
      "A una hora está la Catedral de Sal de Zipaquirá, construida dentro de una mina, y desde Bogotá salen vuelos cortos a Cartagena, Medellín, Santa Marta y San Andrés.",
    ],
    notes: [
      {
        titulo: "DNI y formulario Check-MIG",
        imagen: "documentos",
        detalle:
          "Los peruanos pueden ingresar a Colombia con DNI vigente o pasaporte. Antes de viajar debes completar el formulario Check-MIG de Migración Colombia, disponible entre 72 horas y 1 hora antes del vuelo. Guarda la confirmación que llega a tu correo.",
      },
      {
        titulo: "Clima fresco todo el año",
        imagen: "clima",
        detalle:
          "A 2640 m, Bogotá tiene temperaturas de 8 °C a 19 °C todo el año y cambios rápidos de clima en un mismo día. Viste en capas y lleva paraguas: las lluvias son más frecuentes en abril-mayo y octubre-noviembre.",
      },
      {
        titulo: "Sabores bogotanos",
        imagen: "gastronomia",
        detalle:
          "Prueba el ajiaco santafereño con alcaparras y crema, la changua del desayuno, el tamal tolimense, el chocolate con queso y las frutas de la plaza de mercado de Paloquemao: lulo, maracuyá, guanábana y pitahaya.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Bogotá?",
        respuesta: "Alrededor de 3 horas en vuelo directo. Bogotá tiene la misma hora que Lima durante todo el año.",
      },
      {
        pregunta: "¿Puedo viajar a Colombia con DNI?",
        respuesta:
          "Sí, los peruanos pueden ingresar como turistas con DNI vigente, gracias a los acuerdos de la Comunidad Andina. Recuerda completar el formulario Check-MIG antes del vuelo.",
      },
      {
        pregunta: "¿Cuántos días necesito en Bogotá?",
        respuesta:
          "Con 3 días conoces La Candelaria, Monserrate, el norte de la ciudad y haces la excursión a Zipaquirá. Muchos viajeros continúan luego a Cartagena o Medellín.",
      },
      {
        pregunta: "¿Cómo llego del aeropuerto El Dorado a la ciudad?",
        respuesta:
          "En taxi oficial desde la fila autorizada, en aplicaciones de transporte o en los buses del sistema TransMilenio que conectan con el aeropuerto. El trayecto al centro toma entre 30 y 60 minutos según el tráfico.",
      },
      {
        pregunta: "¿Afecta la altura en Bogotá?",
        respuesta:
          "Bogotá está a 2640 m, así que puedes sentir algo de cansancio el primer día. Toma agua, come ligero y no te exijas de más al llegar.",
      },
    ],
    related: [
      "vuelos-baratos-a-ciudad-de-mexico",
      "vuelos-baratos-a-cancun",
      "vuelos-baratos-a-punta-cana",
      "vuelos-baratos-a-santiago",
      "vuelos-baratos-a-buenos-aires",
      "vuelos-baratos-a-miami",
    ],
  },
  {
    slug: "vuelos-baratos-a-rio-de-janeiro",
    iata: "GIG",
    ciudadDestino: "Río de Janeiro",
    paisDestino: "Brasil",
    tipo: "INT",
    metaTitle: "Vuelos baratos a Río de Janeiro | Kuntur Viajes",
    metaDescription:
      "Vuelos baratos de Lima a Río de Janeiro: compara tarifas recientes, crea una alerta de precio y disfruta Copacabana, el Cristo Redentor y el Carnaval.",
    titulo: "Vuelos baratos a Río de Janeiro",
    description: [
      "Río de Janeiro está a unas 5 horas de vuelo directo desde Lima; también hay conexiones por São Paulo. Los vuelos internacionales llegan al Aeropuerto Internacional do Galeão, a unos 40 minutos de la zona sur de la ciudad.",
      "La Cidade Maravilhosa combina playas urbanas como Copacabana e Ipanema con montañas cubiertas de selva atlántica. Sube al Cristo Redentor en el Corcovado y al Pan de Azúcar en teleférico, recorre la escalera de Selarón y el barrio de Santa Teresa y mira el atardecer desde el Arpoador.",
      "El Carnaval, entre febrero y marzo, con los desfiles de las escuelas de samba en el Sambódromo, es la fecha más famosa y la de precios más altos.",
    ],
    notes: [
      {
        titulo: "Viaja con tu DNI",
        imagen: "documentos",
        detalle:
          "Los peruanos pueden ingresar a Brasil como turistas con DNI vigente o pasaporte. Los menores de edad necesitan autorización notarial si no viajan con ambos padres. Se recomienda la vacuna contra la fiebre amarilla si visitarás zonas rurales o selváticas.",
      },
      {
        titulo: "Cristo Redentor y Pan de Azúcar",
        imagen: "cultura",
        detalle:
          "Al Corcovado se sube en el tren del Corcovado o en las vans oficiales; compra los boletos por internet y elige un día despejado, porque las nubes pueden tapar la vista. El teleférico del Pan de Azúcar es espectacular al atardecer.",
      },
      {
        titulo: "Playas y seguridad",
        imagen: "playa",
        detalle:
          "En la playa lleva solo lo necesario, no dejes tus cosas sin vigilancia y usa el celular con discreción. Las playas tienen puestos (postos) numerados que sirven de punto de referencia. Respeta las banderas rojas: el mar de Río puede tener corrientes fuertes.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Río de Janeiro?",
        respuesta:
          "Alrededor de 5 horas en vuelo directo. Con escala en São Paulo el viaje total toma entre 7 y 9 horas. Río tiene dos horas más que Lima.",
      },
      {
        pregunta: "¿Necesito pasaporte para viajar a Brasil?",
        respuesta:
          "No es obligatorio: los peruanos pueden viajar con DNI vigente. Si tu DNI está deteriorado o vas a conectar con otro país, lleva pasaporte.",
      },
      {
        pregunta: "¿Cuándo es el Carnaval de Río?",
        respuesta:
          "Se celebra los días previos al Miércoles de Ceniza, entre febrero y marzo según el año. Los desfiles del Sambódromo tienen entradas que se venden con meses de anticipación.",
      },
      {
        pregunta: "¿Qué moneda se usa en Brasil?",
        respuesta:
          "El real brasileño. Las tarjetas se aceptan casi en todas partes; lleva algo de efectivo para playas y mercados.",
      },
      {
        pregunta: "¿Cuál es la mejor época para viajar a Río?",
        respuesta:
          "De diciembre a marzo es verano, caluroso y con lluvias por la tarde. De abril a junio y de agosto a octubre el clima es más templado y los precios bajan.",
      },
    ],
    related: [
      "vuelos-baratos-a-buenos-aires",
      "vuelos-baratos-a-santiago",
      "vuelos-baratos-a-bogota",
      "vuelos-baratos-a-punta-cana",
      "vuelos-baratos-a-madrid",
      "vuelos-baratos-a-cancun",
    ],
  },
  {
    slug: "vuelos-baratos-a-madrid",
    iata: "MAD",
    ciudadDestino: "Madrid",
    paisDestino: "España",
    tipo: "INT",
    metaTitle: "Vuelos baratos a Madrid desde Lima | Kuntur Viajes",
    metaDescription:
      "Pasajes baratos de Lima a Madrid: compara tarifas recientes, crea una alerta de precio y prepara tu viaje a España y Europa con Kuntur Viajes.",
    titulo: "Vuelos baratos a Madrid",
    description: [
      "Madrid es la puerta de entrada a Europa para la mayoría de viajeros peruanos. El vuelo directo desde Lima dura alrededor de 12 horas y llega al Aeropuerto Adolfo Suárez Madrid-Barajas, conectado con el centro por metro, tren de cercanías y bus exprés.",
      "La capital española ofrece el Paseo del Arte (Prado, Reina Sofía y Thyssen), el Palacio Real, el Parque del Retiro, la Gran Vía y la Plaza Mayor, además de barrios como La Latina, Malasaña y Chueca para salir de tapas.",
      "Desde Madrid, trenes de alta velocidad llegan a Toledo y Segovia en media hora, a Sevilla y Barcelona en unas 2 horas y media, y vuelos económicos conectan con toda Europa.",
    ],
    notes: [
      {
        titulo: "Requisitos para entrar a España",
        imagen: "documentos",
        detalle:
          "Los peruanos no necesitan visa para estancias turísticas de hasta 90 días en el espacio Schengen. Lleva pasaporte vigente, boleto de regreso, reserva de alojamiento o carta de invitación, y medios económicos suficientes; un seguro de viaje con cobertura médica es muy recomendable. Cuando entre en vigor la autorización ETIAS, también deberás tramitarla antes del viaje.",
      },
      {
        titulo: "Museos gratis y horarios",
        imagen: "cultura",
        detalle:
          "El Prado y el Reina Sofía tienen horarios de entrada gratuita al final de la tarde, con colas largas; comprar la entrada por internet te ahorra tiempo. En España se almuerza entre las 14:00 y las 16:00 y se cena después de las 21:00.",
      },
      {
        titulo: "Veranos calurosos",
        imagen: "clima",
        detalle:
          "En julio y agosto la temperatura supera con frecuencia los 35 °C; los inviernos son fríos y secos. Primavera (abril a junio) y otoño (septiembre y octubre) son las mejores épocas. España tiene 6 horas más que Lima en invierno europeo y 7 en verano.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Madrid?",
        respuesta:
          "El vuelo directo dura alrededor de 12 horas de ida y unas 12 horas y media de regreso. Los vuelos nocturnos desde Lima llegan a Madrid por la tarde del día siguiente.",
      },
      {
        pregunta: "¿Necesito visa para viajar a España?",
        respuesta:
          "No, los peruanos pueden viajar a España y al espacio Schengen sin visa por turismo hasta 90 días dentro de un período de 180 días. Debes cumplir los requisitos de entrada: pasaporte vigente, alojamiento, medios económicos y boleto de regreso.",
      },
      {
        pregunta: "¿Cuándo es más barato volar a Madrid?",
        respuesta:
          "De enero a marzo y de octubre a noviembre, evitando Semana Santa. Julio, agosto y diciembre son los meses más caros por las vacaciones.",
      },
      {
        pregunta: "¿Cómo llego del aeropuerto de Barajas al centro?",
        respuesta:
          "En la línea 8 del metro (con suplemento de aeropuerto), en el tren de cercanías desde la terminal 4 o en el bus exprés que llega a Atocha y Cibeles, con servicio las 24 horas.",
      },
      {
        pregunta: "¿Puedo usar Madrid como base para recorrer Europa?",
        respuesta:
          "Sí. Desde Madrid hay trenes de alta velocidad a otras ciudades españolas y vuelos cortos a toda Europa. Podemos armarte un itinerario con llegada a Madrid y regreso desde otra ciudad europea.",
      },
    ],
    related: [
      "vuelos-baratos-a-nueva-york",
      "vuelos-baratos-a-miami",
      "vuelos-baratos-a-buenos-aires",
      "vuelos-baratos-a-ciudad-de-mexico",
      "vuelos-baratos-a-bogota",
      "vuelos-baratos-a-santiago",
    ],
  },
];
