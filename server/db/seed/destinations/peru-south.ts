import type { DestinationSeed } from "./types.ts";

/** Southern Peru: Cusco, Arequipa, Juliaca (Puno), Tacna, Puerto Maldonado and Ayacucho. */
export const PERU_SOUTH: DestinationSeed[] = [
  {
    slug: "vuelos-baratos-a-cusco",
    iata: "CUZ",
    ciudadDestino: "Cusco",
    paisDestino: "Perú",
    tipo: "NAC",
    metaTitle: "Vuelos baratos a Cusco desde Lima | Kuntur Viajes",
    metaDescription:
      "Compara pasajes baratos de Lima a Cusco, recibe alertas de precio y prepara tu visita a Machu Picchu y el Valle Sagrado con los consejos de Kuntur Viajes.",
    titulo: "Vuelos baratos a Cusco",
    description: [
      "Cusco, la antigua capital del Tahuantinsuyo, está a solo 1 hora y 20 minutos de vuelo desde Lima. El Aeropuerto Internacional Alejandro Velasco Astete queda a unos 15 minutos del centro histórico, así que puedes aterrizar por la mañana y almorzar frente a la Plaza de Armas.",
      "Desde Cusco se organizan las visitas a Machu Picchu, el Valle Sagrado de los Incas, Moray, Maras y la Montaña de Siete Colores. La ciudad combina muros incas como los de Hatun Rumiyoc y el Qorikancha con iglesias coloniales, mercados como San Pedro y barrios bohemios como San Blas.",
      "Los pasajes más baratos suelen encontrarse fuera de julio, agosto, Semana Santa y fiestas de fin de año. Si viajas entre abril y junio, o en septiembre y octubre, tendrás clima seco y tarifas más bajas.",
    ],
    notes: [
      {
        titulo: "Aclimátate a la altura",
        imagen: "altura",
        detalle:
          "Cusco está a 3399 m s. n. m. El primer día camina despacio, come ligero, toma abundante agua y evita el alcohol. Muchos viajeros duermen la primera noche en el Valle Sagrado (unos 2900 m) y suben a la ciudad después. Si tienes problemas cardíacos o respiratorios, consulta a tu médico antes de viajar.",
      },
      {
        titulo: "Entradas a Machu Picchu con anticipación",
        imagen: "cultura",
        detalle:
          "El ingreso a la llaqta de Machu Picchu tiene aforo diario y se vende por circuitos y horarios. En temporada alta las entradas se agotan con semanas de anticipación: cómpralas antes que el tren. El tren sale de Poroy u Ollantaytambo hacia Machu Picchu Pueblo (Aguas Calientes) y desde allí suben buses al santuario.",
      },
      {
        titulo: "Temporada seca y temporada de lluvias",
        imagen: "clima",
        detalle:
          "De mayo a septiembre los días son soleados y las noches frías (pueden bajar de 0 °C en junio y julio). De diciembre a marzo llueve casi a diario por la tarde y el Camino Inca cierra en febrero por mantenimiento. Lleva ropa en capas, bloqueador y un impermeable ligero en cualquier época.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Cusco?",
        respuesta:
          "El vuelo directo dura alrededor de 1 hora y 20 minutos. Hay salidas desde muy temprano en la mañana; los vuelos matutinos suelen ser más puntuales porque en la tarde el clima de Cusco puede causar demoras.",
      },
      {
        pregunta: "¿Cuándo es más barato volar a Cusco?",
        respuesta:
          "Las tarifas más bajas aparecen en temporada baja (febrero, marzo, noviembre) y en semanas sin feriados. Julio, agosto, Semana Santa y el Inti Raymi (24 de junio) concentran la demanda. Crea una alerta de precio en esta página y te avisaremos cuando baje la tarifa.",
      },
      {
        pregunta: "¿Qué es el Boleto Turístico del Cusco?",
        respuesta:
          "Es un boleto que da acceso a varios sitios arqueológicos y museos, como Sacsayhuamán, Pisac, Ollantaytambo, Moray y Tipón. Existe en versión integral (10 días) y parcial por circuitos. No incluye Machu Picchu, el Qorikancha ni la Catedral, que tienen entrada aparte.",
      },
      {
        pregunta: "¿Cuántos días necesito para conocer Cusco?",
        respuesta:
          "Recomendamos al menos 4 días: uno para aclimatarte y recorrer la ciudad, uno para el Valle Sagrado, uno para Machu Picchu y uno de margen para Moray y Maras, la Montaña de Siete Colores o la Laguna Humantay.",
      },
      {
        pregunta: "¿Cuánto equipaje puedo llevar en un vuelo nacional a Cusco?",
        respuesta:
          "Depende de la tarifa: las tarifas básicas solo incluyen un artículo personal y el equipaje de mano o de bodega se paga aparte. Revisa lo que incluye cada tarifa al buscar tu vuelo; agregar maletas al comprar cuesta menos que hacerlo en el aeropuerto.",
      },
    ],
    related: [
      "vuelos-baratos-a-arequipa",
      "vuelos-baratos-a-puerto-maldonado",
      "vuelos-baratos-a-juliaca",
      "vuelos-baratos-a-iquitos",
      "vuelos-baratos-a-ayacucho",
      "vuelos-baratos-a-tarapoto",
    ],
  },
  {
    slug: "vuelos-baratos-a-arequipa",
    iata: "AQP",
    ciudadDestino: "Arequipa",
    paisDestino: "Perú",
    tipo: "NAC",
    metaTitle: "Vuelos baratos a Arequipa desde Lima | Kuntur Viajes",
    metaDescription:
      "Pasajes baratos de Lima a Arequipa: compara tarifas recientes, crea una alerta de precio y descubre la Ciudad Blanca, el Colca y sus picanterías.",
    titulo: "Vuelos baratos a Arequipa",
    description: [
      "Arequipa, la Ciudad Blanca, está a 1 hora y 30 minutos de vuelo desde Lima. Su centro histórico, construido en sillar volcánico y declarado Patrimonio de la Humanidad, rodea una de las plazas de armas más bonitas del país, con el volcán Misti de fondo.",
      "La ciudad es la base para visitar el Cañón del Colca y el vuelo de los cóndores, la Reserva Nacional de Salinas y Aguada Blanca y el valle de los volcanes. En la propia ciudad no te pierdas el Monasterio de Santa Catalina, el mirador de Yanahuara y el molino de Sabandía.",
      "Arequipa tiene sol casi todo el año y una de las cocinas regionales más queridas del Perú: rocoto relleno, chupe de camarones, adobo los domingos y queso helado de postre.",
    ],
    notes: [
      {
        titulo: "Cañón del Colca en dos días",
        imagen: "naturaleza",
        detalle:
          "Chivay, la puerta del Colca, está a unos 160 km (3 a 4 horas por carretera) y el camino cruza el paso de Patapampa a más de 4800 m. Lo ideal es dormir una noche en el valle y llegar temprano al mirador Cruz del Cóndor, cuando los cóndores aprovechan las corrientes de aire de la mañana.",
      },
      {
        titulo: "Picanterías arequipeñas",
        imagen: "gastronomia",
        detalle:
          "Las picanterías tradicionales abren para el almuerzo y cada día de la semana tiene su plato: chaque los lunes, chairo los martes y, los domingos, adobo arequipeño desde temprano. Pide un rocoto relleno con pastel de papa y termina con queso helado en la plaza o en Yanahuara.",
      },
      {
        titulo: "Sol fuerte y noches frescas",
        imagen: "clima",
        detalle:
          "A 2335 m de altura el sol es intenso todo el año: usa bloqueador, lentes y sombrero. Las lluvias se concentran de enero a marzo; el resto del año el cielo está despejado. Las noches son frescas, así que lleva una casaca, sobre todo si vas al Colca, donde de madrugada hace frío.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Arequipa?",
        respuesta:
          "Aproximadamente 1 hora y 30 minutos en vuelo directo. El Aeropuerto Internacional Alfredo Rodríguez Ballón está a unos 20 minutos en taxi del centro histórico.",
      },
      {
        pregunta: "¿Afecta la altura en Arequipa?",
        respuesta:
          "Arequipa está a 2335 m, una altura que la mayoría de viajeros tolera bien. La altura sí se siente en el Colca y en el paso de Patapampa: ve despacio, toma agua y evita comidas pesadas antes del viaje.",
      },
      {
        pregunta: "¿Cuál es la mejor época para viajar a Arequipa?",
        respuesta:
          "De abril a noviembre, con cielo despejado y poca lluvia. Agosto es mes de fiesta por el aniversario de la ciudad (15 de agosto), con ferias y festivales; conviene reservar con tiempo.",
      },
      {
        pregunta: "¿Cuántos días necesito para Arequipa y el Colca?",
        respuesta:
          "Con 4 días puedes recorrer la ciudad con calma (2 días) y hacer el Colca con una noche en Chivay (2 días). Si quieres hacer trekking en el fondo del cañón o subir el Misti, suma 2 o 3 días más.",
      },
      {
        pregunta: "¿Puedo combinar Arequipa con Cusco o Puno?",
        respuesta:
          "Sí. Es habitual volar Lima–Arequipa, continuar por tierra a Puno (unas 6 horas) y seguir a Cusco, o volver a Lima desde Juliaca o Cusco. Podemos armarte un itinerario multidestino con vuelos de ida y regreso por ciudades distintas.",
      },
    ],
    related: [
      "vuelos-baratos-a-cusco",
      "vuelos-baratos-a-juliaca",
      "vuelos-baratos-a-tacna",
      "vuelos-baratos-a-ayacucho",
      "vuelos-baratos-a-trujillo",
      "vuelos-baratos-a-piura",
    ],
  },
  {
    slug: "vuelos-baratos-a-juliaca",
    iata: "JUL",
    ciudadDestino: "Juliaca",
    paisDestino: "Perú",
    tipo: "NAC",
    metaTitle: "Vuelos baratos a Juliaca y Puno desde Lima | Kuntur Viajes",
    metaDescription:
      "Vuelos baratos de Lima a Juliaca, la puerta al Lago Titicaca y Puno. Compara tarifas, crea una alerta de precio y prepara tu visita a los Uros y Taquile.",
    titulo: "Vuelos baratos a Juliaca",
    description: [
      "Juliaca tiene el aeropuerto que sirve a toda la región Puno: el Aeropuerto Internacional Inca Manco Cápac, a 1 hora y 40 minutos de vuelo desde Lima. Desde allí, la ciudad de Puno y el muelle del Lago Titicaca quedan a unos 45 kilómetros, menos de una hora por carretera.",
      "El Titicaca, el lago navegable más alto del mundo, es el gran motivo del viaje: las islas flotantes de los Uros, los tejidos de Taquile, las casas familiares de Amantaní y, en tierra firme, las chullpas de Sillustani y el templo de Lampa, la ciudad rosada.",
      "Puno es además la capital del folclore peruano. En febrero la Festividad de la Virgen de la Candelaria, Patrimonio Cultural Inmaterial de la Humanidad, reúne a miles de danzantes y músicos; es la fecha de mayor demanda de pasajes.",
    ],
    notes: [
      {
        titulo: "Estás a más de 3800 metros",
        imagen: "altura",
        detalle:
          "Juliaca está a 3825 m y Puno a 3827 m, más alto que Cusco. Descansa al llegar, camina despacio y toma mate de muña o de coca. Si vienes desde Arequipa o Cusco ya aclimatado, lo sentirás menos. Evita las comidas pesadas y el alcohol la primera noche.",
      },
      {
        titulo: "Cómo llegar del aeropuerto a Puno",
        imagen: "transporte",
        detalle:
          "A la salida del aeropuerto hay traslados compartidos y taxis autorizados hacia Puno (unos 50 minutos). Si tu hotel está en la orilla del lago, pide el traslado con anticipación. Para los tours al lago, las lanchas salen temprano desde el puerto de Puno.",
      },
      {
        titulo: "Frío intenso de junio a agosto",
        imagen: "clima",
        detalle:
          "Los días son soleados pero las noches de invierno bajan de 0 °C. Lleva ropa térmica, gorro, guantes y bloqueador: la radiación solar es muy fuerte junto al lago. De diciembre a marzo es temporada de lluvias, con paisajes verdes y cielos cambiantes.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Hay vuelos directos a Puno?",
        respuesta:
          "Puno no tiene aeropuerto comercial: los vuelos llegan a Juliaca, a unos 45 km. El vuelo directo desde Lima dura alrededor de 1 hora y 40 minutos, y también hay conexiones vía Cusco o Arequipa.",
      },
      {
        pregunta: "¿Cuántos días necesito para conocer el Lago Titicaca?",
        respuesta:
          "Con 3 días puedes visitar Puno, los Uros y Taquile. Si quieres dormir en Amantaní con una familia anfitriona y visitar Sillustani, calcula 4 días.",
      },
      {
        pregunta: "¿Cuándo es la fiesta de la Candelaria?",
        respuesta:
          "La Festividad de la Virgen de la Candelaria se celebra en Puno durante las primeras semanas de febrero, con el concurso de danzas y la parada de veneración como momentos principales. Los hoteles y los vuelos se llenan: reserva con meses de anticipación.",
      },
      {
        pregunta: "¿Puedo seguir de Puno a Bolivia?",
        respuesta:
          "Sí, por los pasos fronterizos de Desaguadero o Kasani (Copacabana). Los peruanos pueden ingresar a Bolivia con DNI vigente. Revisa los horarios de frontera y lleva dinero en efectivo para los traslados.",
      },
      {
        pregunta: "¿Qué llevar para el paseo en lancha por el lago?",
        respuesta:
          "Casaca cortavientos, bloqueador, lentes de sol, gorro y algo de efectivo en soles para las artesanías y el almuerzo en las islas. Las lanchas pueden ser frías por la mañana aunque el día sea soleado.",
      },
    ],
    related: [
      "vuelos-baratos-a-cusco",
      "vuelos-baratos-a-arequipa",
      "vuelos-baratos-a-tacna",
      "vuelos-baratos-a-ayacucho",
      "vuelos-baratos-a-jauja",
      "vuelos-baratos-a-puerto-maldonado",
    ],
  },
  {
    slug: "vuelos-baratos-a-tacna",
    iata: "TCQ",
    ciudadDestino: "Tacna",
    paisDestino: "Perú",
    tipo: "NAC",
    metaTitle: "Vuelos baratos a Tacna desde Lima | Kuntur Viajes",
    metaDescription:
      "Pasajes baratos de Lima a Tacna para compras, turismo o cruzar a Arica. Compara tarifas recientes y crea una alerta de precio con Kuntur Viajes.",
    titulo: "Vuelos baratos a Tacna",
    description: [
      "Tacna, la Ciudad Heroica, está a 1 hora y 40 minutos de vuelo desde Lima. Es conocida por su comercio, su clima soleado y su cercanía a Chile: la ciudad chilena de Arica queda a unos 56 kilómetros, alrededor de una hora por carretera sin contar el control fronterizo.",
      "En la ciudad destacan el Paseo Cívico con el Arco Parabólico, la Catedral y la pileta ornamental, el Campo de la Alianza y los petroglifos de Miculla. Cada 28 de agosto la Procesión de la Bandera recuerda la reincorporación de Tacna al Perú en 1929.",
      "Su gastronomía merece el viaje: picante a la tacneña, patasca, chicharrón de chancho con maíz y los vinos y piscos de los valles cercanos.",
    ],
    notes: [
      {
        titulo: "Cruzar a Arica con tu DNI",
        imagen: "documentos",
        detalle:
          "Los peruanos pueden ingresar a Chile con DNI vigente por el complejo fronterizo Santa Rosa–Chacalluta. Declara los alimentos que lleves: Chile controla estrictamente el ingreso de frutas, semillas y productos de origen animal, y las multas son altas. Los menores de edad necesitan autorización de viaje si no van con ambos padres.",
      },
      {
        titulo: "Compras en la zona comercial",
        imagen: "compras",
        detalle:
          "Tacna tiene galerías y centros comerciales con precios competitivos en electrónica, ropa y perfumes. Pide siempre comprobante de pago y revisa la garantía. Recuerda que el equipaje de vuelta debe respetar el peso y el tamaño que incluye tu tarifa.",
      },
      {
        titulo: "Sol todo el año",
        imagen: "clima",
        detalle:
          "Tacna casi no tiene lluvias. Los veranos (diciembre a marzo) son calurosos y los inviernos templados, con neblina matinal. Lleva bloqueador y ropa ligera, y una casaca para las noches de junio a agosto.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Tacna?",
        respuesta:
          "El vuelo directo dura cerca de 1 hora y 40 minutos. El Aeropuerto Internacional Coronel FAP Carlos Ciriani Santa Rosa está a unos 15 minutos del centro.",
      },
      {
        pregunta: "¿Necesito pasaporte para ir de Tacna a Arica?",
        respuesta:
          "No, los peruanos pueden cruzar con DNI vigente. Los extranjeros residentes en el Perú deben revisar los requisitos de su nacionalidad para ingresar a Chile.",
      },
      {
        pregunta: "¿Qué se come en Tacna?",
        respuesta:
          "El picante a la tacneña (guiso de mondongo y ají), la patasca, el chicharrón de chancho, el cuy chactado y los dulces de la región. Acompáñalos con un vino o un pisco de los valles tacneños.",
      },
      {
        pregunta: "¿Cuándo hay más demanda de pasajes a Tacna?",
        respuesta:
          "En fiestas patrias, fin de año y alrededor del 28 de agosto (Procesión de la Bandera). Fuera de esas fechas encontrarás tarifas más bajas, sobre todo de martes a jueves.",
      },
      {
        pregunta: "¿Puedo volver a Lima desde Arica?",
        respuesta:
          "Sí, pero sería un vuelo internacional con otros requisitos y tarifas. Lo más práctico y económico suele ser regresar a Tacna por tierra y tomar el vuelo nacional a Lima.",
      },
    ],
    related: [
      "vuelos-baratos-a-arequipa",
      "vuelos-baratos-a-juliaca",
      "vuelos-baratos-a-cusco",
      "vuelos-baratos-a-santiago",
      "vuelos-baratos-a-piura",
      "vuelos-baratos-a-trujillo",
    ],
  },
  {
    slug: "vuelos-baratos-a-puerto-maldonado",
    iata: "PEM",
    ciudadDestino: "Puerto Maldonado",
    paisDestino: "Perú",
    tipo: "NAC",
    metaTitle: "Vuelos baratos a Puerto Maldonado | Kuntur Viajes",
    metaDescription:
      "Vuelos baratos de Lima a Puerto Maldonado, puerta a Tambopata y el Lago Sandoval. Compara tarifas, crea una alerta de precio y planifica tu viaje a la selva.",
    titulo: "Vuelos baratos a Puerto Maldonado",
    description: [
      "Puerto Maldonado, capital de Madre de Dios, es la entrada a algunos de los bosques tropicales mejor conservados del planeta. El vuelo desde Lima dura alrededor de 1 hora y 40 minutos, directo o con escala en Cusco, y aterriza en el Aeropuerto Internacional Padre Aldamiz, a 10 minutos de la ciudad.",
      "La mayoría de viajeros se aloja en lodges a orillas de los ríos Tambopata y Madre de Dios, con programas de 3 o 4 días que incluyen caminatas, paseos en bote y observación de fauna. El Lago Sandoval, con su familia de lobos de río, y las collpas donde se reúnen guacamayos y loros son los imperdibles.",
      "Madre de Dios es llamada la capital de la biodiversidad del Perú: la Reserva Nacional Tambopata y el Parque Nacional Bahuaja-Sonene protegen cientos de especies de aves, mamíferos y mariposas.",
    ],
    notes: [
      {
        titulo: "Vacuna contra la fiebre amarilla",
        imagen: "documentos",
        detalle:
          "Para viajar a la selva se recomienda la vacuna contra la fiebre amarilla al menos 10 días antes del viaje; es gratuita en los establecimientos del Ministerio de Salud. Lleva repelente con DEET, ropa de manga larga de colores claros y tus medicamentos personales.",
      },
      {
        titulo: "Lodges y reservas",
        imagen: "naturaleza",
        detalle:
          "Los lodges incluyen el traslado en bote desde Puerto Maldonado, las comidas y las excursiones con guía. Para ver guacamayos en la collpa hay que salir antes del amanecer. El ingreso a la Reserva Nacional Tambopata se paga aparte o va incluido en el programa: confírmalo al reservar.",
      },
      {
        titulo: "Calor, lluvias y friajes",
        imagen: "clima",
        detalle:
          "Hace calor y humedad casi todo el año. De abril a octubre llueve menos y es la mejor época para caminar; de noviembre a marzo las lluvias son intensas. Entre mayo y agosto pueden llegar los friajes, frentes fríos de pocos días: lleva una casaca ligera.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Hay vuelos directos de Lima a Puerto Maldonado?",
        respuesta:
          "Sí, hay vuelos directos de alrededor de 1 hora y 40 minutos, además de vuelos con escala en Cusco. Combinar Cusco y Puerto Maldonado en un mismo viaje es muy común.",
      },
      {
        pregunta: "¿Cuántos días necesito en Tambopata?",
        respuesta:
          "Un programa de 3 días y 2 noches es suficiente para el Lago Sandoval y caminatas nocturnas. Con 4 días y 3 noches puedes llegar a una collpa de guacamayos y a zonas más alejadas de la reserva.",
      },
      {
        pregunta: "¿Qué ropa debo llevar a la selva?",
        respuesta:
          "Ropa ligera de secado rápido, pantalones y camisas de manga larga, poncho de lluvia, zapatillas cerradas, sandalias, linterna frontal y bolsas impermeables para la cámara y el celular. Los lodges suelen prestar botas de jebe.",
      },
      {
        pregunta: "¿Es seguro viajar a Puerto Maldonado?",
        respuesta:
          "Sí. Contrata lodges y operadores formales, sigue siempre las indicaciones del guía en los ríos y senderos y no te bañes en lagos o ríos sin su autorización.",
      },
      {
        pregunta: "¿Puedo combinar Puerto Maldonado con Cusco?",
        respuesta:
          "Sí, es una de las combinaciones más pedidas: Lima–Cusco, Cusco–Puerto Maldonado y regreso a Lima. Así el descanso en la selva, a baja altura, llega después del esfuerzo de la altura andina.",
      },
    ],
    related: [
      "vuelos-baratos-a-cusco",
      "vuelos-baratos-a-iquitos",
      "vuelos-baratos-a-pucallpa",
      "vuelos-baratos-a-tarapoto",
      "vuelos-baratos-a-juliaca",
      "vuelos-baratos-a-arequipa",
    ],
  },
  {
    slug: "vuelos-baratos-a-ayacucho",
    iata: "AYP",
    ciudadDestino: "Ayacucho",
    paisDestino: "Perú",
    tipo: "NAC",
    metaTitle: "Vuelos baratos a Ayacucho desde Lima | Kuntur Viajes",
    metaDescription:
      "Pasajes baratos de Lima a Ayacucho: compara tarifas recientes, crea una alerta de precio y vive su Semana Santa, la Pampa de Quinua y sus artesanías.",
    titulo: "Vuelos baratos a Ayacucho",
    description: [
      "Ayacucho, la antigua Huamanga, está a menos de una hora de vuelo desde Lima. Es una ciudad de iglesias coloniales, casonas con balcones y plazas tranquilas, famosa por celebrar una de las Semanas Santas más importantes del país.",
      "A pocos kilómetros se encuentran el complejo arqueológico de Wari, capital de un imperio anterior a los incas, y el Santuario Histórico de la Pampa de Ayacucho, en Quinua, donde en 1824 se libró la batalla que selló la independencia de Sudamérica. Más lejos, las pozas turquesa de Millpu se han vuelto uno de los paisajes más fotografiados de la región.",
      "Ayacucho es también tierra de artesanos: retablos, tejidos del barrio de Santa Ana, tallados en piedra de Huamanga y las iglesitas de cerámica de Quinua.",
    ],
    notes: [
      {
        titulo: "Semana Santa en Ayacucho",
        imagen: "cultura",
        detalle:
          "Durante diez días hay procesiones, alfombras de flores, música y ferias. La procesión del Domingo de Resurrección sale al amanecer. Es la semana de mayor demanda: reserva vuelo y hotel con varios meses de anticipación y lleva efectivo, porque los cajeros se saturan.",
      },
      {
        titulo: "Artesanía de Huamanga",
        imagen: "compras",
        detalle:
          "Visita los talleres del barrio de Santa Ana para ver telares en acción y el mercado artesanal para retablos y piedra de Huamanga. Comprar directamente al artesano asegura piezas auténticas y ayuda a las familias que mantienen estas tradiciones.",
      },
      {
        titulo: "Clima templado de sierra",
        imagen: "clima",
        detalle:
          "A 2761 m, Ayacucho tiene días templados y soleados y noches frescas. Las lluvias van de diciembre a marzo. Para Millpu, la mejor época es de mayo a octubre, cuando el agua de las pozas luce más turquesa.",
      },
    ],
    faqs: [
      {
        pregunta: "¿Cuánto dura el vuelo de Lima a Ayacucho?",
        respuesta:
          "Alrededor de 1 hora en vuelo directo. El Aeropuerto Coronel FAP Alfredo Mendívil Duarte está a unos 10 minutos del centro de la ciudad.",
      },
      {
        pregunta: "¿Cómo llegar a la Pampa de Quinua y a Wari?",
        respuesta:
          "Ambos están en la misma carretera: Wari a unos 22 km y Quinua a unos 37 km de la ciudad. Se visitan en medio día con tour o en taxi contratado; en Quinua aprovecha para conocer los talleres de cerámica.",
      },
      {
        pregunta: "¿Qué platos típicos debo probar en Ayacucho?",
        respuesta:
          "El puca picante con chicharrón, el qapchi (queso fresco con ají y hierbas), el mondongo ayacuchano, la chicha de jora y el pan chapla recién horneado.",
      },
      {
        pregunta: "¿Cuántos días necesito para conocer Ayacucho?",
        respuesta:
          "Con 3 días puedes recorrer la ciudad y sus iglesias, hacer la excursión a Wari y Quinua y visitar los talleres de artesanía. Suma un día para ir a Millpu.",
      },
      {
        pregunta: "¿Afecta la altura en Ayacucho?",
        respuesta:
          "A 2761 m la mayoría de viajeros se siente bien, aunque conviene descansar al llegar y tomar agua. En las excursiones a zonas más altas, como Millpu, ve con calma.",
      },
    ],
    related: [
      "vuelos-baratos-a-cusco",
      "vuelos-baratos-a-jauja",
      "vuelos-baratos-a-arequipa",
      "vuelos-baratos-a-cajamarca",
      "vuelos-baratos-a-juliaca",
      "vuelos-baratos-a-trujillo",
    ],
  },
];
