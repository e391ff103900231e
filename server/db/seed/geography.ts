import type { Db } from "#server/db/client.ts";
import { airports } from "#server/db/schema/geography.ts";

type AirportSeed = [iata: string, city: string, country: string, countryCode: string, airportName: string];

/** Peruvian airports first (busiest first), then the main international destinations from Peru. */
export const AIRPORT_SEEDS: AirportSeed[] = [
  ["LIM", "Lima", "Perú", "PE", "Aeropuerto Internacional Jorge Chávez"],
  ["CUZ", "Cusco", "Perú", "PE", "Aeropuerto Internacional Alejandro Velasco Astete"],
  ["AQP", "Arequipa", "Perú", "PE", "Aeropuerto Internacional Rodríguez Ballón"],
  ["PIU", "Piura", "Perú", "PE", "Aeropuerto Internacional Capitán FAP Guillermo Concha Iberico"],
  ["IQT", "Iquitos", "Perú", "PE", "Aeropuerto Internacional Coronel FAP Francisco Secada Vignetta"],
  ["TRU", "Trujillo", "Perú", "PE", "Aeropuerto Internacional Capitán FAP Carlos Martínez de Pinillos"],
  ["TPP", "Tarapoto", "Perú", "PE", "Aeropuerto Cadete FAP Guillermo del Castillo Paredes"],
  ["CIX", "Chiclayo", "Perú", "PE", "Aeropuerto Internacional Capitán FAP José A. Quiñones Gonzales"],
  ["JUL", "Juliaca", "Perú", "PE", "Aeropuerto Internacional Inca Manco Cápac"],
  ["TCQ", "Tacna", "Perú", "PE", "Aeropuerto Internacional Coronel FAP Carlos Ciriani Santa Rosa"],
  ["PEM", "Puerto Maldonado", "Perú", "PE", "Aeropuerto Internacional Padre Aldamiz"],
  ["TBP", "Tumbes", "Perú", "PE", "Aeropuerto Capitán FAP Pedro Canga Rodríguez"],
  ["TYL", "Talara", "Perú", "PE", "Aeropuerto Capitán FAP Víctor Montes Arias"],
  ["CJA", "Cajamarca", "Perú", "PE", "Aeropuerto Mayor General FAP Armando Revoredo Iglesias"],
  ["PCL", "Pucallpa", "Perú", "PE", "Aeropuerto Internacional Capitán FAP David Abensur Rengifo"],
  ["AYP", "Ayacucho", "Perú", "PE", "Aeropuerto Coronel FAP Alfredo Mendívil Duarte"],
  ["JAU", "Jauja", "Perú", "PE", "Aeropuerto Francisco Carlé"],
  ["HUU", "Huánuco", "Perú", "PE", "Aeropuerto Alférez FAP David Figueroa Fernandini"],
  ["MIA", "Miami", "Estados Unidos", "US", "Aeropuerto Internacional de Miami"],
  ["CUN", "Cancún", "México", "MX", "Aeropuerto Internacional de Cancún"],
  ["PUJ", "Punta Cana", "República Dominicana", "DO", "Aeropuerto Internacional de Punta Cana"],
  ["MAD", "Madrid", "España", "ES", "Aeropuerto Adolfo Suárez Madrid-Barajas"],
  ["SCL", "Santiago", "Chile", "CL", "Aeropuerto Internacional Arturo Merino Benítez"],
  ["EZE", "Buenos Aires", "Argentina", "AR", "Aeropuerto Internacional Ministro Pistarini (Ezeiza)"],
  ["BOG", "Bogotá", "Colombia", "CO", "Aeropuerto Internacional El Dorado"],
  ["JFK", "Nueva York", "Estados Unidos", "US", "Aeropuerto Internacional John F. Kennedy"],
  ["MCO", "Orlando", "Estados Unidos", "US", "Aeropuerto Internacional de Orlando"],
  ["MEX", "Ciudad de México", "México", "MX", "Aeropuerto Internacional Benito Juárez"],
  ["CTG", "Cartagena", "Colombia", "CO", "Aeropuerto Internacional Rafael Núñez"],
  ["GRU", "São Paulo", "Brasil", "BR", "Aeropuerto Internacional de Guarulhos"],
  ["GIG", "Río de Janeiro", "Brasil", "BR", "Aeropuerto Internacional del Galeão"],
  ["PTY", "Ciudad de Panamá", "Panamá", "PA", "Aeropuerto Internacional de Tocumen"],
  ["UIO", "Quito", "Ecuador", "EC", "Aeropuerto Internacional Mariscal Sucre"],
  ["GYE", "Guayaquil", "Ecuador", "EC", "Aeropuerto Internacional José Joaquín de Olmedo"],
  ["LPB", "La Paz", "Bolivia", "BO", "Aeropuerto Internacional El Alto"],
  ["VVI", "Santa Cruz de la Sierra", "Bolivia", "BO", "Aeropuerto Internacional Viru Viru"],
  ["MVD", "Montevideo", "Uruguay", "UY", "Aeropuerto Internacional de Carrasco"],
  ["ASU", "Asunción", "Paraguay", "PY", "Aeropuerto Internacional Silvio Pettirossi"],
  ["MDE", "Medellín", "Colombia", "CO", "Aeropuerto Internacional José María Córdova"],
  ["HAV", "La Habana", "Cuba", "CU", "Aeropuerto Internacional José Martí"],
  ["SJO", "San José", "Costa Rica", "CR", "Aeropuerto Internacional Juan Santamaría"],
  ["AUA", "Oranjestad", "Aruba", "AW", "Aeropuerto Internacional Reina Beatrix"],
  ["FLL", "Fort Lauderdale", "Estados Unidos", "US", "Aeropuerto Internacional de Fort Lauderdale-Hollywood"],
  ["LAX", "Los Ángeles", "Estados Unidos", "US", "Aeropuerto Internacional de Los Ángeles"],
  ["YYZ", "Toronto", "Canadá", "CA", "Aeropuerto Internacional Toronto Pearson"],
  ["BCN", "Barcelona", "España", "ES", "Aeropuerto Josep Tarradellas Barcelona-El Prat"],
  ["CDG", "París", "Francia", "FR", "Aeropuerto París-Charles de Gaulle"],
  ["FCO", "Roma", "Italia", "IT", "Aeropuerto de Roma-Fiumicino"],
  ["AMS", "Ámsterdam", "Países Bajos", "NL", "Aeropuerto de Ámsterdam-Schiphol"],
  ["LHR", "Londres", "Reino Unido", "GB", "Aeropuerto de Londres-Heathrow"],
  ["LIS", "Lisboa", "Portugal", "PT", "Aeropuerto Humberto Delgado"],
  ["DXB", "Dubái", "Emiratos Árabes Unidos", "AE", "Aeropuerto Internacional de Dubái"],
];

/** Seeds the airports of the destinations list; rows already there are left as edited. */
export async function seedGeography(db: Db): Promise<void> {
  await db
    .insert(airports)
    .values(
      AIRPORT_SEEDS.map(([iata, city, country, countryCode, airportName], index) => ({
        iata,
        city,
        country,
        countryCode,
        airportName,
        sortOrder: (index + 1) * 10,
      })),
    )
    .onConflictDoNothing({ target: airports.iata });
}
