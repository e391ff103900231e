/**
 * The demo's contracted hotels (fictional names, our own texts). `kind` chooses the room types, rate plans and
 * photos the seed builds for each (hotels.ts).
 */
export type HotelKind = "city" | "beach" | "resort" | "lodge" | "mountain";

export type HotelSeed = {
  slug: string;
  name: string;
  destination: string;
  country: string;
  stars: number;
  district: string;
  address: string;
  latitude: number;
  longitude: number;
  kind: HotelKind;
  /** The standard room's price for two adults per night, in whole US dollars. */
  usd: number;
  summary: string;
  amenities: string[];
  score: number;
};

const AMENITY_LABELS: Record<string, string> = {
  w: "Wifi gratis",
  p: "Piscina",
  s: "Spa",
  g: "Gimnasio",
  e: "Estacionamiento",
  r: "Restaurante",
  b: "Bar",
  m: "Frente al mar",
  t: "Traslado al aeropuerto",
  a: "Aire acondicionado",
  k: "Club de niños",
  o: "Oxígeno en habitaciones",
};

/** Every amenity label, in the order the filters list them. */
export const AMENITIES = Object.values(AMENITY_LABELS);

const ROWS: string[] = [
  "miraflores-malecon-suites|Malecón Suites Miraflores|LIM|PE|4|Miraflores|Malecón de la Reserva 615|-12.1268|-77.0339|city|118|Habitaciones con vista al océano a pasos del parque del Amor y de los cafés de Miraflores.|wgreba|92",
  "barranco-casa-bajada|Casa La Bajada Barranco|LIM|PE|3|Barranco|Jr. Batallón Ayacucho 271|-12.1488|-77.0222|city|79|Casona republicana restaurada junto al puente de los Suspiros, entre galerías y peñas.|wrb|81",
  "san-isidro-olivar-plaza|Olivar Plaza San Isidro|LIM|PE|5|San Isidro|Av. Los Conquistadores 820|-12.0999|-77.0365|city|185|Hotel de negocios frente al bosque El Olivar, con spa, piscina temperada y salas de reuniones.|wpsgerbat|88",
  "lima-centro-balcones|Balcones del Centro|LIM|PE|3|Cercado de Lima|Jr. Ucayali 350|-12.0487|-77.0301|city|58|A dos cuadras de la Plaza Mayor, ideal para recorrer museos, iglesias y la comida del centro.|wr|70",
  "miraflores-kennedy-inn|Kennedy Inn Miraflores|LIM|PE|3|Miraflores|Calle Schell 410|-12.1216|-77.0297|city|69|Práctico y céntrico, frente al parque Kennedy, con desayuno buffet y recepción las 24 horas.|wrt|76",
  "cusco-plaza-inca|Plaza Inca Cusco|CUZ|PE|4|Centro histórico|Calle Plateros 340|-13.5158|-71.9799|mountain|132|A una cuadra de la Plaza de Armas, con muros incas en el patio y oxígeno en las habitaciones.|wrbo|93",
  "san-blas-casona|Casona San Blas|CUZ|PE|3|San Blas|Cuesta de San Blas 512|-13.5139|-71.9749|mountain|84|Casona colonial en el barrio de los artesanos, con terraza y vista a los techos de Cusco.|wr|86",
  "cusco-koricancha-boutique|Boutique Koricancha|CUZ|PE|5|Centro histórico|Av. El Sol 480|-13.5205|-71.9754|mountain|240|Boutique de lujo frente al Koricancha: spa con piedras andinas, restaurante de autor y mayordomo.|wsrbot|95",
  "cusco-wasi-hostal|Wasi Hostal|CUZ|PE|2|San Cristóbal|Calle Saphi 722|-13.5125|-71.9845|mountain|42|Hospedaje familiar sencillo y limpio, con mate de coca de bienvenida y agua caliente todo el día.|w|68",
  "cusco-san-pedro-inn|San Pedro Inn|CUZ|PE|3|San Pedro|Calle Santa Clara 560|-13.5192|-71.9832|mountain|66|Frente al mercado de San Pedro y a pasos de la estación de tren a Machu Picchu.|wre|74",
  "urubamba-tambo-valle|Tambo del Valle|VSG|PE|5|Urubamba|Km 72 carretera Urubamba–Ollantaytambo|-13.3042|-72.1361|lodge|260|Villas entre jardines y maizales al pie de los nevados, con spa y huerto propio.|wpsrbet|94",
  "ollantaytambo-estacion-lodge|Estación Lodge Ollantaytambo|VSG|PE|3|Ollantaytambo|Av. Ferrocarril s/n|-13.2579|-72.2646|lodge|95|Junto a la estación de tren: ideal para salir temprano a Machu Picchu.|wre|83",
  "pisac-rio-casa|Casa del Río Pisac|VSG|PE|4|Pisac|Calle Arequipa 120, Pisac|-13.4221|-71.8499|lodge|128|Casa de campo a orillas del Vilcanota, cerca del mercado y de los andenes de Pisac.|wrbe|85",
  "arequipa-sillar-real|Sillar Real Arequipa|AQP|PE|4|Centro histórico|Calle Santa Catalina 210|-16.3966|-71.5365|city|98|Hotel de sillar frente al monasterio de Santa Catalina, con terraza y vista al Misti.|wprbe|90",
  "yanahuara-mirador|Mirador de Yanahuara|AQP|PE|3|Yanahuara|Plaza de Yanahuara 105|-16.3889|-71.5442|city|64|En el barrio de los arcos de sillar, con desayuno arequipeño y jardín.|wre|78",
  "arequipa-colca-inn|Colca Inn Arequipa|AQP|PE|3|Cayma|Av. Ejército 1010|-16.3902|-71.5496|city|71|Punto de partida cómodo para el Colca, con estacionamiento y salidas tempranas.|wret|72",
  "paracas-bahia-resort|Bahía Paracas Resort|PRC|PE|5|El Chaco|Av. Paracas lote 40|-13.8335|-76.2505|resort|210|Resort frente a la bahía con muelle propio para las islas Ballestas y piscinas infinitas.|wpsgrbmk|94",
  "paracas-dunas-hotel|Hotel Las Dunas del Chaco|PRC|PE|3|El Chaco|Malecón El Chaco 118|-13.8356|-76.2518|beach|76|Frente al malecón, con piscina y salidas a la reserva nacional.|wprm|80",
  "paracas-viento-lodge|Viento Sur Lodge|PRC|PE|4|Santo Domingo|Lote 12, Santo Domingo|-13.8421|-76.2465|beach|135|Bungalós sobre la arena, kitesurf y atardeceres en la bahía.|wprbm|87",
  "mancora-las-pocitas|Las Pocitas Beach Hotel|MNC|PE|4|Las Pocitas|Antigua Panamericana Norte km 1215|-4.1238|-81.0747|beach|125|Habitaciones frente al mar en las pozas naturales, con piscina y bar en la playa.|wprbma|91",
  "mancora-vichayito-eco|Vichayito Eco Bungalows|MNC|PE|3|Vichayito|Playa Vichayito lote 8|-4.1589|-81.0571|beach|88|Bungalós de madera y caña entre palmeras, en la playa más tranquila de la zona.|wrm|82",
  "mancora-centro-surf|Surf House Máncora|MNC|PE|2|Máncora centro|Av. Piura 320|-4.1069|-81.0475|beach|45|A una cuadra de la playa principal, con clases de surf y ambiente joven.|wba|66",
  "iquitos-amazonas-lodge|Amazonas Lodge|IQT|PE|4|Río Amazonas|Km 80 río Amazonas (traslado en bote)|-3.4353|-72.9071|lodge|190|Albergue en la selva con excursiones guiadas, pensión completa y traslado en bote.|wrt|90",
  "iquitos-malecon-hotel|Malecón Tarapacá Hotel|IQT|PE|3|Centro de Iquitos|Malecón Tarapacá 260|-3.748|-73.2437|city|62|Frente al malecón y a la Casa de Fierro, con piscina y aire acondicionado.|wpra|75",
  "puno-titicaca-orillas|Orillas del Titicaca|PUN|PE|4|Bahía de Puno|Sector Chimu s/n|-15.8282|-70.0107|mountain|115|En la orilla del lago, con muelle para las islas flotantes y oxígeno en las habitaciones.|wrbeo|88",
  "puno-plaza-andina|Plaza Andina Puno|PUN|PE|3|Centro de Puno|Jr. Lima 420|-15.8402|-70.0236|mountain|58|En la calle peatonal de Puno, con calefacción y desayuno temprano para las excursiones.|wr|73",
  "cancun-laguna-azul|Laguna Azul Resort Cancún|CUN|MX|5|Zona Hotelera|Blvd. Kukulcán km 12.5|21.1167|-86.7595|resort|280|Todo incluido frente al mar Caribe, con seis restaurantes, club de niños y shows cada noche.|wpsgrbmkat|93",
  "cancun-playa-marlin|Playa Marlín Hotel|CUN|MX|4|Zona Hotelera|Blvd. Kukulcán km 9|21.1375|-86.7456|beach|160|Frente a playa Marlín, con piscina en la arena y bar de playa.|wprbma|86",
  "cancun-centro-jardin|Jardín Cancún Centro|CUN|MX|3|Centro|Av. Tulum 220|21.1619|-86.827|city|72|En el centro, cerca del mercado 28 y de los autobuses a la Riviera Maya.|wpa|71",
  "punta-cana-bavaro-palms|Bávaro Palms Resort|PUJ|DO|5|Bávaro|Playa Bávaro, Carretera Arena Gorda|18.6839|-68.4116|resort|260|Resort todo incluido entre cocoteros, con parque acuático y playa de arena blanca.|wpsgrbmkat|94",
  "punta-cana-uvero-alto|Uvero Alto Beach Club|PUJ|DO|4|Uvero Alto|Carretera Uvero Alto km 3|18.7981|-68.5819|resort|210|Playa tranquila y aguas turquesa, ideal para parejas, con spa y restaurantes a la carta.|wpsrbma|89",
  "punta-cana-cortecito-inn|Cortecito Inn|PUJ|DO|3|El Cortecito|Calle Pedro Mir 12|18.6878|-68.407|beach|85|A pasos de la playa de El Cortecito, con piscina y restaurantes alrededor.|wpra|74",
  "cartagena-ciudad-amurallada|Casa Amurallada|CTG|CO|5|Ciudad amurallada|Calle del Santísimo 8-20|10.4236|-75.5497|city|230|Casona colonial con patio, piscina en la terraza y vista a las murallas.|wpsrba|92",
  "cartagena-bocagrande-mar|Bocagrande Mar|CTG|CO|4|Bocagrande|Av. San Martín 5-40|10.3997|-75.555|beach|120|Frente a la playa de Bocagrande, con piscina y gimnasio.|wpgrma|82",
  "miami-brickell-bay|Brickell Bay Hotel|MIA|US|4|Brickell|1200 Brickell Bay Dr|25.7617|-80.1918|city|210|Torre moderna con vista a la bahía, a minutos del centro y de las tiendas.|wpgrbea|87",
  "miami-south-beach-art|South Beach Art Hotel|MIA|US|3|Miami Beach|1400 Collins Ave|25.7869|-80.1303|beach|165|Edificio art déco a una cuadra de la playa y de Ocean Drive.|wprba|80",
  "madrid-gran-via-central|Gran Vía Central|MAD|ES|4|Centro|Gran Vía 44|40.42|-3.7044|city|170|En plena Gran Vía, con terraza en la azotea y a pasos de los teatros y la Puerta del Sol.|wgrba|88",
  "madrid-retiro-jardines|Jardines del Retiro|MAD|ES|3|Retiro|Calle de Alcalá 95|40.4206|-3.684|city|115|Frente al parque del Retiro, cerca del Prado y del barrio de Salamanca.|wra|79",
  "buenos-aires-palermo-soho|Palermo Soho Boutique|EZE|AR|4|Palermo|Honduras 4800|-34.5889|-58.43|city|105|Boutique en Palermo Soho, entre diseño, bares y parrillas.|wprba|86",
  "buenos-aires-san-telmo|Casa San Telmo|EZE|AR|3|San Telmo|Defensa 1050|-34.6208|-58.3716|city|68|Casona con patio junto a la feria de San Telmo y las milongas del barrio.|wr|77",
];

/** One hotel a line: slug|name|destination|country|stars|district|address|lat|lon|kind|usd|summary|amenities|score. */
export const HOTEL_SEEDS: HotelSeed[] = ROWS.map((line) => {
  const [
    slug = "",
    name = "",
    destination = "",
    country = "",
    stars,
    district = "",
    address = "",
    lat,
    lon,
    kind,
    usd,
    summary = "",
    codes = "",
    score,
  ] = line.split("|");
  return {
    slug,
    name,
    destination,
    country,
    stars: Number(stars),
    district,
    address,
    latitude: Number(lat),
    longitude: Number(lon),
    kind: kind as HotelKind,
    usd: Number(usd),
    summary,
    amenities: Array.from(codes, (code) => AMENITY_LABELS[code] ?? "").filter(Boolean),
    score: Number(score),
  };
});
