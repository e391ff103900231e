/** Small SVG drawing helpers for the information pages' illustrations (our own artwork, no third-party images). */

export type Palette = { skyTop: string; skyBottom: string; ground: string; accent: string };

export function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${body}</svg>\n`
  );
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function gradient(id: string, top: string, bottom: string): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`
  );
}

export function text(
  x: number,
  y: number,
  content: string,
  options: { size: number; color: string; weight?: number; anchor?: "start" | "middle" | "end" },
): string {
  return (
    `<text x="${x}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="${options.size}" ` +
    `font-weight="${options.weight ?? 700}" fill="${options.color}" text-anchor="${options.anchor ?? "start"}">` +
    `${escapeXml(content)}</text>`
  );
}

/** The brand's condor mark: two swept wings and a head. */
export function condor(x: number, y: number, scale: number, color: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="${color}">` +
    `<path d="M0 10 C12 -2 26 -4 40 4 C54 -4 68 -2 80 10 C66 6 54 8 44 16 L40 22 L36 16 C26 8 14 6 0 10 Z"/>` +
    `<circle cx="40" cy="4" r="4"/></g>`
  );
}

export function mountains(width: number, baseY: number, color: string, peaks: number[]): string {
  const step = width / (peaks.length - 1);
  const points = peaks.map((peak, index) => `${Math.round(index * step)},${baseY - peak}`).join(" ");
  return `<polygon points="0,${baseY} ${points} ${width},${baseY}" fill="${color}"/>`;
}

export function volcano(cx: number, baseY: number, height: number, color: string, snow: string): string {
  const half = height * 1.6;
  return (
    `<polygon points="${cx - half},${baseY} ${cx - 18},${baseY - height} ${cx + 18},${baseY - height} ${cx + half},${baseY}" fill="${color}"/>` +
    `<polygon points="${cx - 40},${baseY - height + 36} ${cx - 18},${baseY - height} ${cx + 18},${baseY - height} ${cx + 40},${baseY - height + 36} ${cx + 14},${baseY - height + 26} ${cx},${baseY - height + 40} ${cx - 16},${baseY - height + 26}" fill="${snow}"/>`
  );
}

export function sun(cx: number, cy: number, r: number, color: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="0.9"/>`;
}

export function palm(x: number, baseY: number, scale: number): string {
  return (
    `<g transform="translate(${x} ${baseY}) scale(${scale})">` +
    `<path d="M0 0 C4 -40 6 -80 2 -120" stroke="#7a5230" stroke-width="8" fill="none"/>` +
    `<path d="M2 -120 C-30 -130 -50 -110 -60 -96 C-36 -112 -16 -112 2 -120 Z M2 -120 C34 -134 56 -116 64 -100 C40 -114 22 -114 2 -120 Z M2 -120 C-10 -150 -34 -156 -46 -150 C-24 -146 -10 -136 2 -120 Z M2 -120 C16 -150 40 -154 52 -146 C30 -144 16 -134 2 -120 Z" fill="#1f8a4c"/></g>`
  );
}

export function airplane(x: number, y: number, scale: number, color: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="${color}">` +
    `<path d="M0 20 L70 16 L96 0 L108 0 L92 18 L120 20 L92 22 L108 40 L96 40 L70 24 L0 20 Z"/>` +
    `<path d="M4 20 L0 8 L8 8 L16 18 Z M4 20 L0 32 L8 32 L16 22 Z"/></g>`
  );
}

export function suitcase(x: number, y: number, scale: number, body: string, band: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<rect x="24" y="0" width="32" height="14" rx="5" fill="none" stroke="${band}" stroke-width="6"/>` +
    `<rect x="0" y="12" width="80" height="100" rx="12" fill="${body}"/>` +
    `<rect x="18" y="12" width="8" height="100" fill="${band}"/><rect x="54" y="12" width="8" height="100" fill="${band}"/>` +
    `<circle cx="16" cy="118" r="6" fill="#1c2430"/><circle cx="64" cy="118" r="6" fill="#1c2430"/></g>`
  );
}

export function priceTag(x: number, y: number, label: string, color: string): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(-12)">` +
    `<path d="M0 0 H130 L160 32 L130 64 H0 Z" fill="${color}"/><circle cx="138" cy="32" r="7" fill="#fff"/>` +
    `${text(62, 42, label, { size: 28, color: "#fff", anchor: "middle" })}</g>`
  );
}
