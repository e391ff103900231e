import { condor, gradient, mountains, palm, sun, svgDocument, text, volcano, type Palette } from "./shapes.ts";

export type Backdrop = "city" | "coast" | "volcano" | "andes" | "desert" | "colonial";

export type StorefrontSpec = {
  file: string;
  title: string;
  district: string;
  facade: string;
  backdrop: Backdrop;
  palette: Palette;
};

const WIDTH = 640;
const HEIGHT = 400;

function backdrop(kind: Backdrop, palette: Palette): string {
  switch (kind) {
    case "city":
      return [40, 120, 200, 420, 500, 570]
        .map((x, index) => {
          const height = 90 + ((index * 37) % 70);
          return `<rect x="${x}" y="${250 - height}" width="60" height="${height}" fill="#9fb3c8" opacity="0.7"/>`;
        })
        .join("");
    case "coast":
      return `${sun(540, 80, 36, "#fde68a")}<rect x="0" y="220" width="${WIDTH}" height="30" fill="#5aa9e6"/>`;
    case "volcano":
      return `${sun(110, 70, 28, "#fde68a")}${volcano(470, 250, 170, "#8d6e63", "#ffffff")}`;
    case "andes":
      return mountains(WIDTH, 250, "#6d8b74", [60, 150, 90, 180, 110, 160, 70]);
    case "desert":
      return `${sun(520, 70, 40, "#fcd34d")}${palm(90, 262, 0.9)}${palm(560, 262, 0.75)}`;
    case "colonial":
      return (
        `<rect x="30" y="120" width="110" height="130" fill="${palette.accent}" opacity="0.45"/>` +
        `<rect x="500" y="110" width="120" height="140" fill="${palette.accent}" opacity="0.45"/>` +
        `<path d="M40 120 h90 v-20 h-90 z M510 110 h100 v-20 h-100 z" fill="#ffffff" opacity="0.6"/>`
      );
  }
}

/** A branch's storefront: its region's backdrop, the brand sign, a display window and the district plate. */
export function storefront(spec: StorefrontSpec): string {
  const { palette } = spec;
  const body = [
    gradient("sky", palette.skyTop, palette.skyBottom),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    backdrop(spec.backdrop, palette),
    `<rect x="0" y="250" width="${WIDTH}" height="150" fill="${palette.ground}"/>`,
    `<rect x="150" y="110" width="340" height="230" fill="${spec.facade}"/>`,
    `<rect x="150" y="110" width="340" height="54" fill="#0b4f8a"/>`,
    condor(166, 122, 0.5, "#f28c28"),
    text(216, 146, "KUNTUR VIAJES", { size: 24, color: "#ffffff" }),
    `<rect x="172" y="182" width="170" height="130" rx="4" fill="#d6e7f7" stroke="#083a66" stroke-width="4"/>`,
    `<path d="M190 290 L240 220 L270 250 L300 205 L330 290 Z" fill="#6d8b74"/>`,
    `<circle cx="300" cy="214" r="10" fill="#f7a64f"/>`,
    `<rect x="362" y="182" width="104" height="158" rx="4" fill="#083a66"/>`,
    `<rect x="372" y="192" width="84" height="138" fill="#a9cbed" opacity="0.6"/>`,
    `<circle cx="444" cy="262" r="5" fill="#f28c28"/>`,
    `<rect x="120" y="340" width="400" height="14" fill="#cbd5e1"/>`,
    `<rect x="178" y="360" width="284" height="30" rx="6" fill="#ffffff" opacity="0.92"/>`,
    text(320, 382, spec.district, { size: 18, color: "#1c2430", anchor: "middle" }),
  ].join("");
  return svgDocument(WIDTH, HEIGHT, spec.title, body);
}
