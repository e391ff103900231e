/**
 * Draws the home's illustrations (our own artwork, no stock photos): destination scenes for the offers and cards,
 * the promo banners and the "why choose us" pictograms, as small SVG files under public/images/home.
 * Run: node scripts/generate-home-images.ts (the output is committed).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

type Scene = "mountains" | "beach" | "jungle" | "city" | "desert" | "lake";
type Palette = { skyTop: string; skyBottom: string; sun: string; far: string; near: string; ground: string };

const MORNING: Palette = {
  skyTop: "#7cc4f2",
  skyBottom: "#e6f4fd",
  sun: "#ffd45c",
  far: "#8aa7c4",
  near: "#4f7a5a",
  ground: "#3f6b47",
};

const PALETTES: Record<string, Palette> = {
  morning: MORNING,
  sunset: {
    skyTop: "#f28c28",
    skyBottom: "#ffd9a8",
    sun: "#fff1c9",
    far: "#b0607a",
    near: "#6b3f5e",
    ground: "#4a2c47",
  },
  tropical: {
    skyTop: "#3fb7e0",
    skyBottom: "#c9f1fb",
    sun: "#ffe27a",
    far: "#2f9e8f",
    near: "#1f7a5a",
    ground: "#f1d9a0",
  },
  night: {
    skyTop: "#0b2545",
    skyBottom: "#3d5a80",
    sun: "#f4f1de",
    far: "#274060",
    near: "#1b2a41",
    ground: "#13203a",
  },
  andes: {
    skyTop: "#5aa9e6",
    skyBottom: "#dff1ff",
    sun: "#ffe066",
    far: "#9db4c0",
    near: "#6c8a6f",
    ground: "#7a9a5a",
  },
  desert: {
    skyTop: "#6ec1e4",
    skyBottom: "#fdf0d5",
    sun: "#ffcf56",
    far: "#e0a96d",
    near: "#c97b3d",
    ground: "#e9c46a",
  },
};

/** Deterministic pseudo-random numbers from a name, so each file is stable between runs. */
function random(seedText: string) {
  let seed = 7;
  for (let index = 0; index < seedText.length; index++) seed = (seed * 31 + seedText.charCodeAt(index)) >>> 0;
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function ridge(width: number, base: number, peaks: number, amplitude: number, rnd: () => number): string {
  const step = width / peaks;
  let path = `M0 ${base}`;
  for (let index = 0; index <= peaks; index++) {
    const x = index * step;
    const y = base - amplitude * (0.45 + rnd() * 0.55);
    path += ` L${round(x + step / 2)} ${round(y)} L${round(x + step)} ${round(base - amplitude * 0.2 * rnd())}`;
  }
  return `${path} L${width} ${base + 400} L0 ${base + 400}Z`;
}

function sceneBody(kind: Scene, width: number, height: number, palette: Palette, rnd: () => number): string {
  const horizon = height * 0.62;
  const parts: string[] = [];
  const sunX = round(width * (0.15 + rnd() * 0.7));
  parts.push(`<circle cx="${sunX}" cy="${round(height * 0.26)}" r="${round(height * 0.11)}" fill="${palette.sun}"/>`);
  for (let cloud = 0; cloud < 2; cloud++) {
    const cx = round(width * rnd());
    const cy = round(height * (0.12 + rnd() * 0.2));
    parts.push(
      `<g fill="#fff" opacity=".8"><ellipse cx="${cx}" cy="${cy}" rx="${round(width * 0.07)}" ry="${round(height * 0.035)}"/><ellipse cx="${round(cx + width * 0.05)}" cy="${round(cy - height * 0.02)}" rx="${round(width * 0.05)}" ry="${round(height * 0.04)}"/></g>`,
    );
  }
  if (kind === "mountains" || kind === "lake") {
    parts.push(`<path d="${ridge(width, horizon, 4, height * 0.42, rnd)}" fill="${palette.far}"/>`);
    parts.push(
      `<path d="M${round(width * 0.32)} ${round(horizon - height * 0.3)} l${round(width * 0.04)} ${round(height * 0.07)} l-${round(width * 0.08)} 0z" fill="#fff" opacity=".9"/>`,
    );
    parts.push(`<path d="${ridge(width, horizon + height * 0.1, 6, height * 0.25, rnd)}" fill="${palette.near}"/>`);
    if (kind === "lake")
      parts.push(
        `<rect y="${round(horizon + height * 0.14)}" width="${width}" height="${height}" fill="#3a86c8" opacity=".85"/>`,
      );
    else
      parts.push(
        `<rect y="${round(horizon + height * 0.22)}" width="${width}" height="${height}" fill="${palette.ground}"/>`,
      );
  } else if (kind === "beach") {
    parts.push(
      `<rect y="${round(horizon - height * 0.06)}" width="${width}" height="${round(height * 0.2)}" fill="#1f8fc4"/>`,
    );
    parts.push(
      `<path d="M0 ${round(horizon + height * 0.08)} Q${width / 2} ${round(horizon + height * 0.02)} ${width} ${round(horizon + height * 0.1)} V${height} H0Z" fill="${palette.ground}"/>`,
    );
    const palmX = round(width * (0.12 + rnd() * 0.2));
    parts.push(
      `<path d="M${palmX} ${height} q${round(width * 0.02)} -${round(height * 0.3)} ${round(width * 0.06)} -${round(height * 0.45)}" stroke="#7a4b2a" stroke-width="${round(width * 0.015)}" fill="none"/>`,
    );
    const top = `${round(palmX + width * 0.06)} ${round(height - height * 0.45)}`;
    for (const [dx, dy] of [
      [-0.12, 0.06],
      [0.12, 0.05],
      [-0.08, -0.04],
      [0.09, -0.05],
    ] as const)
      parts.push(
        `<path d="M${top} q${round(width * dx * 0.5)} ${round(height * (dy - 0.06))} ${round(width * dx)} ${round(height * dy)}" stroke="#2e8b57" stroke-width="${round(width * 0.02)}" fill="none" stroke-linecap="round"/>`,
      );
  } else if (kind === "jungle") {
    parts.push(`<path d="${ridge(width, horizon, 8, height * 0.2, rnd)}" fill="${palette.far}"/>`);
    parts.push(
      `<path d="M0 ${round(horizon + height * 0.12)} C${round(width * 0.3)} ${round(horizon + height * 0.02)} ${round(width * 0.6)} ${round(horizon + height * 0.25)} ${width} ${round(horizon + height * 0.1)} V${height} H0Z" fill="#8c6a3f"/>`,
    );
    for (let tree = 0; tree < 7; tree++) {
      const x = round(width * (tree / 6));
      parts.push(
        `<circle cx="${x}" cy="${round(horizon + height * (0.18 + rnd() * 0.08))}" r="${round(height * (0.1 + rnd() * 0.06))}" fill="${palette.near}"/>`,
      );
    }
    parts.push(
      `<path d="M0 ${round(height * 0.93)} C${round(width * 0.4)} ${round(height * 0.83)} ${round(width * 0.6)} ${round(height)} ${width} ${round(height * 0.9)} V${height} H0Z" fill="#5aa0c8"/>`,
    );
  } else if (kind === "city") {
    let x = 0;
    while (x < width) {
      const w = round(width * (0.06 + rnd() * 0.07));
      const h = round(height * (0.2 + rnd() * 0.45));
      parts.push(
        `<rect x="${x}" y="${round(horizon + height * 0.15 - h)}" width="${w}" height="${h + height}" fill="${palette.far}"/>`,
      );
      for (let row = 0; row < h / (height * 0.08) - 1; row++)
        parts.push(
          `<rect x="${round(x + w * 0.2)}" y="${round(horizon + height * 0.15 - h + height * 0.04 + row * height * 0.08)}" width="${round(w * 0.6)}" height="${round(height * 0.025)}" fill="${palette.sun}" opacity=".55"/>`,
        );
      x = round(x + w + width * 0.01);
    }
    parts.push(
      `<rect y="${round(horizon + height * 0.15)}" width="${width}" height="${height}" fill="${palette.near}"/>`,
    );
  } else {
    parts.push(
      `<path d="M0 ${round(horizon)} Q${round(width * 0.3)} ${round(horizon - height * 0.18)} ${round(width * 0.6)} ${round(horizon)} T${width} ${round(horizon - height * 0.05)} V${height} H0Z" fill="${palette.near}"/>`,
    );
    parts.push(
      `<path d="M0 ${round(horizon + height * 0.15)} Q${round(width * 0.5)} ${round(horizon)} ${width} ${round(horizon + height * 0.18)} V${height} H0Z" fill="${palette.ground}"/>`,
    );
  }
  return parts.join("");
}

function sceneSvg(name: string, kind: Scene, paletteName: string, width: number, height: number, overlay = ""): string {
  const palette = PALETTES[paletteName] ?? MORNING;
  const rnd = random(name);
  const id = `s${name.replace(/[^a-z0-9]/gi, "")}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>${sceneBody(kind, width, height, palette, rnd)}${overlay}</svg>\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function bannerOverlay(width: number, height: number, title: string, subtitle: string, mobile: boolean): string {
  const panelHeight = round(height * (mobile ? 0.4 : 0.36));
  const y = round(height - panelHeight);
  const titleSize = mobile ? 34 : 36;
  return `<rect y="${y}" width="${width}" height="${panelHeight}" fill="#083a66" opacity=".9"/><text x="24" y="${round(y + panelHeight * 0.45)}" font-family="Nunito Sans, Arial, sans-serif" font-weight="800" font-size="${titleSize}" fill="#fff">${escapeXml(title)}</text><text x="24" y="${round(y + panelHeight * 0.8)}" font-family="Nunito Sans, Arial, sans-serif" font-weight="700" font-size="${mobile ? 24 : 22}" fill="#f7a64f">${escapeXml(subtitle)}</text>`;
}

const OUT = resolve(import.meta.dirname, "../public/images/home");

function write(path: string, svg: string) {
  const file = resolve(OUT, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}

const DESTINATIONS: Array<[string, Scene, string]> = [
  ["cusco", "mountains", "andes"],
  ["arequipa", "mountains", "morning"],
  ["iquitos", "jungle", "tropical"],
  ["tarapoto", "jungle", "morning"],
  ["piura", "desert", "desert"],
  ["trujillo", "desert", "sunset"],
  ["puerto-maldonado", "jungle", "sunset"],
  ["tumbes", "beach", "tropical"],
  ["juliaca", "lake", "andes"],
  ["miami", "beach", "sunset"],
  ["cancun", "beach", "tropical"],
  ["punta-cana", "beach", "morning"],
  ["madrid", "city", "sunset"],
  ["santiago", "mountains", "sunset"],
  ["buenos-aires", "city", "morning"],
  ["bogota", "mountains", "morning"],
  ["nueva-york", "city", "night"],
  ["cartagena", "beach", "sunset"],
  ["mancora", "beach", "sunset"],
  ["paris", "city", "night"],
];

for (const [name, kind, palette] of DESTINATIONS)
  write(`destinations/${name}.svg`, sceneSvg(name, kind, palette, 320, 200));

const BANNERS: Array<[string, Scene, string, string, string]> = [
  ["hot-sale", "beach", "sunset", "Hot Sale Kuntur", "Hasta 40% en vuelos y paquetes"],
  ["cusco", "mountains", "andes", "Cusco y Machu Picchu", "4 días desde US$ 459"],
  ["punta-cana", "beach", "tropical", "Punta Cana todo incluido", "6 días desde US$ 899"],
  ["cuotas", "city", "morning", "Hasta 12 cuotas", "Sin intereses con bancos aliados"],
  ["seguros", "city", "night", "Seguro de viaje", "Viaja a Europa protegido"],
  ["tienda", "desert", "desert", "Tienda 28 de Julio", "Eventos y ofertas exclusivas"],
];

for (const [name, kind, palette, title, subtitle] of BANNERS) {
  write(
    `banners/${name}-desktop.svg`,
    sceneSvg(`${name}d`, kind, palette, 640, 360, bannerOverlay(640, 360, title, subtitle, false)),
  );
  write(
    `banners/${name}-mobile.svg`,
    sceneSvg(`${name}m`, kind, palette, 560, 420, bannerOverlay(560, 420, title, subtitle, true)),
  );
}

const WHY: Record<string, string> = {
  tiendas: `<path d="M10 22l4-10h28l4 10M10 22h36v3a5 5 0 0 1-9 0 5 5 0 0 1-9 0 5 5 0 0 1-9 0 5 5 0 0 1-9 0zM13 29v15h30V29M23 44v-9h10v9"/>`,
  asesores: `<circle cx="28" cy="19" r="8"/><path d="M13 45c2-9 8-13 15-13s13 4 15 13M40 20h3a3 3 0 0 1 0 6h-3"/>`,
  pagos: `<rect x="9" y="15" width="38" height="26" rx="4"/><path d="M9 23h38M15 33h10"/>`,
  seguridad: `<path d="M28 9l16 6v11c0 10-7 17-16 21-9-4-16-11-16-21V15z"/><path d="M21 28l5 5 9-10"/>`,
};

for (const [name, body] of Object.entries(WHY))
  write(
    `why/${name}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56" viewBox="0 0 56 56"><circle cx="28" cy="28" r="28" fill="#eef5fc"/><g fill="none" stroke="#0b4f8a" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>\n`,
  );

console.log(`Home images written to ${OUT}`);

// The hero: the Andes at dawn with a condor (kuntur) gliding, in the brand's blues, behind the search panel.
const HERO_RIDGES = [
  { base: 0.72, peaks: 5, amplitude: 0.38, color: "#1a6fb8", opacity: 0.55 },
  { base: 0.82, peaks: 7, amplitude: 0.3, color: "#0b4f8a", opacity: 0.75 },
  { base: 0.92, peaks: 9, amplitude: 0.22, color: "#083a66", opacity: 0.9 },
];
{
  const width = 1440;
  const height = 640;
  const rnd = random("hero");
  const ridges = HERO_RIDGES.map(
    (layer) =>
      `<path d="${ridge(width, height * layer.base, layer.peaks, height * layer.amplitude, rnd)}" fill="${layer.color}" opacity="${layer.opacity}"/>`,
  ).join("");
  const condor = (x: number, y: number, scale: number) =>
    `<path transform="translate(${x} ${y}) scale(${scale})" d="M0 0c18-14 40-20 62-16-14 2-26 8-34 16 10-4 22-4 32 0-12 2-22 6-28 12l-8 2-8-2c-6-6-16-10-28-12 10-4 22-4 32 0-8-8-20-14-34-16 22-4 44 2 62 16z" fill="#04213b" opacity=".55"/>`;
  const stars = Array.from(
    { length: 18 },
    () =>
      `<circle cx="${round(width * rnd())}" cy="${round(height * 0.35 * rnd())}" r="${round(1 + rnd() * 1.5)}" fill="#d6e7f7" opacity="${round(0.3 + rnd() * 0.5)}"/>`,
  ).join("");
  write(
    "hero.svg",
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="hs" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#04213b"/><stop offset=".55" stop-color="#083a66"/><stop offset="1" stop-color="#0b4f8a"/></linearGradient><radialGradient id="hg" cx=".78" cy=".32" r=".45"><stop offset="0" stop-color="#f7a64f" stop-opacity=".55"/><stop offset="1" stop-color="#f28c28" stop-opacity="0"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#hs)"/><rect width="${width}" height="${height}" fill="url(#hg)"/>${stars}<circle cx="${round(width * 0.78)}" cy="${round(height * 0.32)}" r="46" fill="#ffd9a8" opacity=".85"/>${ridges}${condor(980, 120, 1.6)}${condor(1150, 90, 0.9)}${condor(260, 150, 1.1)}</svg>\n`,
  );
}
