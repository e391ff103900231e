/**
 * Writes the demo hotels' pictures to public/images/hoteles/ (our own drawings: a sky, a landscape by kind and a
 * building whose colour and height come from the hotel's name). Run after changing the seeded hotels:
 * `node scripts/hotel-images.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { HOTEL_SEEDS, type HotelKind } from "#server/db/seed/hotels-data.ts";

const dir = new URL("../public/images/hoteles/", import.meta.url);
mkdirSync(dir, { recursive: true });

const SKY: Record<HotelKind, [string, string]> = {
  city: ["#6fa8dc", "#eaf4ff"],
  mountain: ["#3d85c6", "#dbeeff"],
  beach: ["#29b6f6", "#fff6d5"],
  resort: ["#26c6da", "#fff3c4"],
  lodge: ["#5b9bd5", "#e8f5e9"],
};
const GROUND: Record<HotelKind, string> = {
  city: '<rect y="170" width="480" height="70" fill="#9aa5b1"/>',
  mountain:
    '<path d="M0 150 L90 70 L170 140 L260 60 L360 135 L480 80 L480 240 L0 240Z" fill="#7d8f69"/><rect y="185" width="480" height="55" fill="#a98467"/>',
  beach: '<rect y="160" width="480" height="35" fill="#1e88e5"/><rect y="195" width="480" height="45" fill="#f6d7a7"/>',
  resort:
    '<rect y="160" width="480" height="35" fill="#00acc1"/><rect y="195" width="480" height="45" fill="#fbe3b5"/>',
  lodge:
    '<path d="M0 140 Q120 90 240 135 T480 120 L480 240 L0 240Z" fill="#4caf50"/><rect y="200" width="480" height="40" fill="#6d4c41"/>',
};

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

function building(slug: string, stars: number): string {
  const h = hash(slug);
  const hue = h % 360;
  const floors = 2 + stars + (h % 3);
  const width = 150 + (h % 60);
  const x = 240 - width / 2;
  const top = 200 - floors * 16;
  const windows = Array.from({ length: floors }, (_, floor) =>
    Array.from(
      { length: Math.floor(width / 28) },
      (_, col) =>
        `<rect x="${x + 10 + col * 28}" y="${top + 8 + floor * 16}" width="14" height="9" fill="#fffbe6" opacity=".9"/>`,
    ).join(""),
  ).join("");
  return `<rect x="${x}" y="${top}" width="${width}" height="${200 - top}" rx="4" fill="hsl(${hue} 45% 62%)"/>${windows}<rect x="225" y="182" width="30" height="18" fill="hsl(${hue} 40% 30%)"/>`;
}

function svg(body: string, label: string, sky: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240" role="img" aria-label="${label}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs><rect width="480" height="240" fill="url(#s)"/><circle cx="400" cy="50" r="22" fill="#ffe066"/>${body}</svg>\n`;
}

for (const hotel of HOTEL_SEEDS) {
  const body = GROUND[hotel.kind] + building(hotel.slug, hotel.stars);
  writeFileSync(new URL(`${hotel.slug}.svg`, dir), svg(body, hotel.name, SKY[hotel.kind]));
}

const room = (wall: string, view: string) =>
  `<rect width="480" height="240" fill="${wall}"/><rect x="300" y="40" width="140" height="100" fill="${view}" stroke="#fff" stroke-width="6"/><rect x="40" y="150" width="220" height="50" rx="8" fill="#fff"/><rect x="40" y="120" width="220" height="36" rx="8" fill="#d7ccc8"/><rect x="60" y="128" width="60" height="22" rx="6" fill="#fff"/><rect x="180" y="128" width="60" height="22" rx="6" fill="#fff"/><rect y="200" width="480" height="40" fill="#8d6e63"/>`;
const rooms: Array<[string, string, string]> = [
  ["ciudad", "#eceff1", "#90caf9"],
  ["andes", "#efebe9", "#a5d6a7"],
  ["playa", "#fffde7", "#4fc3f7"],
  ["valle", "#f1f8e9", "#81c784"],
];
for (const [name, wall, view] of rooms)
  writeFileSync(new URL(`habitacion-${name}.svg`, dir), svg(room(wall, view), "Habitación", ["#ffffff", "#ffffff"]));

writeFileSync(
  new URL("piscina.svg", dir),
  svg(
    '<rect y="150" width="480" height="90" fill="#e0e0e0"/><rect x="60" y="165" width="360" height="60" rx="10" fill="#4dd0e1"/><path d="M80 190 q20 -8 40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0" stroke="#fff" fill="none" stroke-width="3"/>',
    "Piscina",
    ["#4fc3f7", "#e1f5fe"],
  ),
);
writeFileSync(
  new URL("restaurante.svg", dir),
  svg(
    '<rect width="480" height="240" fill="#fbe9e7"/><rect y="190" width="480" height="50" fill="#a1887f"/><circle cx="140" cy="170" r="40" fill="#fff"/><circle cx="340" cy="170" r="40" fill="#fff"/><rect x="100" y="60" width="280" height="70" rx="6" fill="#ffccbc"/>',
    "Restaurante",
    ["#fbe9e7", "#fbe9e7"],
  ),
);
console.log(`Wrote ${HOTEL_SEEDS.length + rooms.length + 2} pictures to public/images/hoteles/`);
