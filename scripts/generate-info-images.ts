/**
 * Draws the information pages' illustrations (branch storefronts, store-event slides, the next-events poster and
 * the company video poster) into public/images. Our own artwork: rerun after changing a text or a colour.
 *   node scripts/generate-info-images.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AGENCY_SEEDS } from "#server/db/seed/agencies.ts";
import { EVENT_CAROUSELS } from "#app/features/flagship/flagship-content.ts";
import { condor, gradient, mountains, svgDocument, text, type Palette } from "./info-images/shapes.ts";
import { slide, type Scene } from "./info-images/slides.ts";
import { storefront, type Backdrop } from "./info-images/storefront.ts";

const OUT = join(import.meta.dirname, "..", "public", "images");

const LIMA: Palette = { skyTop: "#cfd8e3", skyBottom: "#eef2f7", ground: "#94a3b8", accent: "#c2410c" };
const SOUTH: Palette = { skyTop: "#60a5fa", skyBottom: "#dbeafe", ground: "#a8a29e", accent: "#f5f5f4" };
const NORTH: Palette = { skyTop: "#38bdf8", skyBottom: "#fef3c7", ground: "#d6b98c", accent: "#fbbf24" };

const REGION: Record<string, { backdrop: Backdrop; palette: Palette; facade: string }> = {
  Miraflores: { backdrop: "coast", palette: LIMA, facade: "#f8fafc" },
  "San Isidro": { backdrop: "city", palette: LIMA, facade: "#e2e8f0" },
  "Santiago de Surco": { backdrop: "city", palette: LIMA, facade: "#fef3c7" },
  "La Molina": { backdrop: "andes", palette: LIMA, facade: "#f1f5f9" },
  "San Miguel": { backdrop: "coast", palette: LIMA, facade: "#e0f2fe" },
  "Los Olivos": { backdrop: "city", palette: LIMA, facade: "#fae8ff" },
  "Cercado de Lima": { backdrop: "colonial", palette: LIMA, facade: "#fde68a" },
  "San Borja": { backdrop: "city", palette: LIMA, facade: "#dcfce7" },
  Arequipa: { backdrop: "volcano", palette: SOUTH, facade: "#f5f5f4" },
  Trujillo: { backdrop: "colonial", palette: NORTH, facade: "#fef9c3" },
  Cusco: { backdrop: "andes", palette: SOUTH, facade: "#fef3c7" },
  Chiclayo: { backdrop: "desert", palette: NORTH, facade: "#ffedd5" },
  Piura: { backdrop: "desert", palette: NORTH, facade: "#fff7ed" },
};

const SLIDE_ART: Record<string, { scene: Scene; colors: [string, string] }> = {
  "cierra-puertas-1.svg": { scene: "doors", colors: ["#0b4f8a", "#04213b"] },
  "cierra-puertas-2.svg": { scene: "tags", colors: ["#083a66", "#1a6fb8"] },
  "cierra-puertas-3.svg": { scene: "gifts", colors: ["#04213b", "#0b4f8a"] },
  "europa-1.svg": { scene: "tower", colors: ["#1a6fb8", "#a9cbed"] },
  "europa-2.svg": { scene: "domes", colors: ["#7c2d12", "#c96a0e"] },
  "europa-3.svg": { scene: "pagoda", colors: ["#065f46", "#0f766e"] },
  "outlet-1.svg": { scene: "suitcase", colors: ["#9a3412", "#c2410c"] },
  "outlet-2.svg": { scene: "plane", colors: ["#0369a1", "#38bdf8"] },
  "outlet-3.svg": { scene: "ship", colors: ["#075985", "#0ea5e9"] },
  "bodas-1.svg": { scene: "beach", colors: ["#be185d", "#f472b6"] },
  "bodas-2.svg": { scene: "arch", colors: ["#9d174d", "#db2777"] },
  "bodas-3.svg": { scene: "group", colors: ["#6d28d9", "#8b5cf6"] },
};

function write(path: string, svg: string): void {
  mkdirSync(join(OUT, path, ".."), { recursive: true });
  writeFileSync(join(OUT, path), svg);
  console.log(`${path}  ${svg.length} bytes`);
}

for (const agency of AGENCY_SEEDS) {
  const region = REGION[agency.city];
  if (!region) throw new Error(`No artwork for ${agency.city}`);
  write(
    agency.image.replace(/^\/images\//, ""),
    storefront({
      file: agency.image,
      title: `Fachada de ${agency.name}, ${agency.city}`,
      district: `${agency.name} · ${agency.city}`,
      ...region,
    }),
  );
}

for (const carousel of EVENT_CAROUSELS) {
  for (const item of carousel.slides) {
    const art = SLIDE_ART[item.image];
    if (!art) throw new Error(`No artwork for ${item.image}`);
    write(`tienda/${item.image}`, slide({ file: item.image, ...item, ...art }));
  }
}

const videoPoster = [
  gradient("bg", "#0b4f8a", "#04213b"),
  `<rect width="1280" height="720" fill="url(#bg)"/>`,
  mountains(1280, 720, "#083a66", [80, 220, 120, 300, 160, 260, 100]),
  condor(520, 180, 3, "#f28c28"),
  text(640, 420, "Conoce Kuntur Viajes", { size: 64, color: "#ffffff", anchor: "middle" }),
  text(640, 480, "Más de 15 años haciendo viajar al Perú", {
    size: 32,
    color: "#d6e7f7",
    weight: 400,
    anchor: "middle",
  }),
].join("");
write("empresa/video-nuestra-empresa.svg", svgDocument(1280, 720, "Video institucional de Kuntur Viajes", videoPoster));
