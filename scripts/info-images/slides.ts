import { airplane, condor, gradient, mountains, palm, priceTag, suitcase, sun, svgDocument, text } from "./shapes.ts";

export type Scene =
  | "doors"
  | "tags"
  | "gifts"
  | "tower"
  | "domes"
  | "pagoda"
  | "plane"
  | "ship"
  | "beach"
  | "arch"
  | "group"
  | "suitcase";

export type SlideSpec = {
  file: string;
  title: string;
  subtitle: string;
  badge: string;
  scene: Scene;
  colors: [string, string];
};

const WIDTH = 800;
const HEIGHT = 450;

function scene(kind: Scene): string {
  switch (kind) {
    case "doors":
      return (
        `<rect x="470" y="120" width="260" height="280" fill="#083a66"/><rect x="486" y="136" width="110" height="264" fill="#d6e7f7"/>` +
        `<rect x="604" y="136" width="110" height="264" fill="#a9cbed"/>${text(600, 290, "%", { size: 120, color: "#f28c28", anchor: "middle" })}`
      );
    case "tags":
      return `${priceTag(470, 170, "-40%", "#f28c28")}${priceTag(540, 280, "-25%", "#b42318")}`;
    case "gifts":
      return [480, 590]
        .map(
          (x, index) =>
            `<rect x="${x}" y="${230 - index * 40}" width="100" height="${150 + index * 40}" fill="${index ? "#f28c28" : "#1a6fb8"}"/>` +
            `<rect x="${x + 44}" y="${230 - index * 40}" width="12" height="${150 + index * 40}" fill="#fff"/>` +
            `<rect x="${x - 6}" y="${218 - index * 40}" width="112" height="24" fill="${index ? "#c96a0e" : "#0b4f8a"}"/>`,
        )
        .join("");
    case "tower":
      return (
        `<path d="M600 90 L620 90 L640 230 L690 400 L650 400 L630 300 L590 300 L570 400 L530 400 L580 230 Z" fill="#1c2430"/>` +
        `<rect x="560" y="300" width="100" height="14" fill="#1c2430"/>`
      );
    case "domes":
      return (
        `<path d="M480 400 V280 A70 70 0 0 1 620 280 V400 Z" fill="#f7a64f"/><rect x="640" y="160" width="26" height="240" fill="#f7a64f"/>` +
        `<path d="M640 160 L653 120 L666 160 Z" fill="#c96a0e"/><path d="M700 400 V300 A45 45 0 0 1 790 300 V400 Z" fill="#c96a0e"/>`
      );
    case "pagoda":
      return [0, 1, 2, 3]
        .map((level) => {
          const y = 150 + level * 60;
          const half = 60 + level * 22;
          return `<path d="M${610 - half} ${y + 30} L610 ${y - 10} L${610 + half} ${y + 30} Z" fill="#b42318"/><rect x="${585 - level * 6}" y="${y + 30}" width="${50 + level * 12}" height="30" fill="#c96a0e"/>`;
        })
        .join("");
    case "plane":
      return `${mountains(WIDTH, 400, "#6d8b74", [40, 120, 60, 150, 80])}${airplane(470, 150, 2, "#ffffff")}`;
    case "ship":
      return (
        `<rect x="0" y="360" width="${WIDTH}" height="90" fill="#1a6fb8"/>` +
        `<path d="M460 330 H760 L720 390 H500 Z" fill="#ffffff"/><rect x="510" y="280" width="200" height="50" fill="#eef5fc"/>` +
        `<rect x="560" y="240" width="100" height="40" fill="#d6e7f7"/><rect x="640" y="200" width="24" height="40" fill="#f28c28"/>`
      );
    case "beach":
      return `${sun(640, 130, 50, "#fde68a")}<rect x="0" y="330" width="${WIDTH}" height="120" fill="#f5deb3"/><rect x="0" y="300" width="${WIDTH}" height="34" fill="#5aa9e6"/>${palm(720, 360, 1)}`;
    case "arch":
      return (
        `<rect x="0" y="340" width="${WIDTH}" height="110" fill="#f5deb3"/>` +
        `<path d="M520 400 V230 A90 90 0 0 1 700 230 V400" fill="none" stroke="#ffffff" stroke-width="18"/>` +
        [540, 590, 640, 680]
          .map((x, i) => `<circle cx="${x}" cy="${170 + (i % 2) * 20}" r="16" fill="#f7a64f"/>`)
          .join("")
      );
    case "suitcase":
      return `${airplane(560, 90, 1.2, "#ffffff")}${suitcase(520, 200, 1.6, "#f28c28", "#083a66")}`;
    case "group":
      return [480, 550, 620, 690]
        .map(
          (x, index) =>
            `<circle cx="${x}" cy="${250 - (index % 2) * 20}" r="26" fill="#fde2c4"/>` +
            `<path d="M${x - 34} 400 V${320 - (index % 2) * 20} A34 34 0 0 1 ${x + 34} ${320 - (index % 2) * 20} V400 Z" fill="${["#0b4f8a", "#f28c28", "#1a6fb8", "#c96a0e"][index] ?? "#0b4f8a"}"/>`,
        )
        .join("");
  }
}

/** A store-event carousel slide: gradient, a scene on the right, title, subtitle and a badge on the left. */
export function slide(spec: SlideSpec): string {
  const body = [
    gradient("bg", spec.colors[0], spec.colors[1]),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    scene(spec.scene),
    condor(40, 40, 0.6, "#ffffff"),
    text(100, 62, "Kuntur Viajes", { size: 22, color: "#ffffff" }),
    `<rect x="40" y="110" width="${spec.badge.length * 13 + 40}" height="40" rx="20" fill="#f28c28"/>`,
    text(60, 138, spec.badge, { size: 20, color: "#1c2430" }),
    text(40, 216, spec.title, { size: 44, color: "#ffffff" }),
    text(40, 266, spec.subtitle, { size: 28, color: "#ffffff", weight: 400 }),
  ].join("");
  return svgDocument(WIDTH, HEIGHT, `${spec.title}. ${spec.subtitle}`, body);
}
