// `node scripts/font-fallback.ts`: the descriptors of app/app.css's "Nunito Sans Fallback" faces, computed from the
// project's web font and the fallback fonts' own files (decision 054). Run it again when the font file changes;
// scripts/font-fallback.test.ts fails while app.css disagrees with it.
import { readFileSync } from "node:fs";
import { fallbackDescriptors, percent, readFontMetrics, type FallbackDescriptors } from "./font-metrics.ts";

export const WEB_FONT = "public/fonts/nunito-sans-latin-wght.woff2";
const LIBERATION = "/usr/share/fonts/truetype/liberation";
// Liberation Sans has Arial's metrics (it was drawn to be metric-compatible), so one set of descriptors fits both.
// Nunito Sans is variable (its default instance is wght 200): widths are taken at the weight each face stands in for,
// 400 for the regular face and 700 for the bold one (the site's text is 600-800: font-semibold, -bold, -extrabold).
export const FALLBACKS = [
  { weights: "200 500", wght: 400, file: `${LIBERATION}/LiberationSans-Regular.ttf` },
  { weights: "600 1000", wght: 700, file: `${LIBERATION}/LiberationSans-Bold.ttf` },
];
// Widths are matched on the site's kind of text: Spanish words, capitals, digits, prices and the spaces between.
const SAMPLE =
  "Vuelos baratos, hoteles y paquetes turísticos: reserva tu viaje por el Perú con Nuestra Agencia. " +
  "Ofertas de la semana desde Lima a Cusco, Arequipa y Piura; precio final por persona US$ 161.36, " +
  "incluye impuestos y cargos. Mis reservas, Atención al cliente, Libro de reclamaciones, Términos y condiciones. " +
  "ÁÉÍÓÚÑ ¿Necesitas ayuda? Escríbenos al 01 615 1234 o visita nuestras agencias en Miraflores y San Isidro.";

export function fallbackFaces(): Array<{ weights: string; descriptors: FallbackDescriptors }> {
  const webFile = readFileSync(WEB_FONT);
  return FALLBACKS.map((fallback) => ({
    weights: fallback.weights,
    descriptors: fallbackDescriptors(
      readFontMetrics(webFile, { wght: fallback.wght }),
      readFontMetrics(readFileSync(fallback.file)),
      SAMPLE,
    ),
  }));
}

/** The four descriptors as app.css writes them. */
export function cssDescriptors(descriptors: FallbackDescriptors): string[] {
  return [
    `size-adjust: ${percent(descriptors.sizeAdjust)};`,
    `ascent-override: ${percent(descriptors.ascentOverride)};`,
    `descent-override: ${percent(descriptors.descentOverride)};`,
    `line-gap-override: ${percent(descriptors.lineGapOverride)};`,
  ];
}

if (import.meta.main) {
  for (const face of fallbackFaces()) {
    console.log(`\n/* font-weight: ${face.weights} */\n${cssDescriptors(face.descriptors).join("\n")}`);
  }
}
