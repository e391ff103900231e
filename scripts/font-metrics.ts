// The metrics of a font file (TTF/OTF or WOFF2) that a metric-matched fallback @font-face needs, and the descriptors
// computed from them (`node scripts/font-fallback.ts` prints them for app/app.css). Only the tables read here are
// decoded: head, hhea, OS/2, hmtx (advances) and cmap.
import { brotliDecompressSync } from "node:zlib";
import { advanceDelta, normalisedCoordinates } from "./font-variations.ts";

export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Positive: the distance below the baseline. */
  descent: number;
  lineGap: number;
  /** The advance of each character, in font units (absent characters are left out). */
  advance: (char: string) => number | undefined;
}

// WOFF2's table of known tags (its index is the low 6 bits of a table's flags); "_" stands for a trailing space.
const WOFF2_KNOWN_TAGS =
  "cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill"
    .split(" ")
    .map((tag) => tag.replace("_", " "));

/** The tables of a font, by tag. WOFF2's transformed tables (glyf, loca, hmtx) keep what is read here in place. */
function tablesOf(file: Buffer): { tables: Map<string, Buffer>; transformed: Set<string> } {
  const tables = new Map<string, Buffer>();
  const transformedTags = new Set<string>();
  if (file.toString("latin1", 0, 4) === "wOF2") {
    const numTables = file.readUInt16BE(12);
    let offset = 48;
    const readBase128 = (): number => {
      let value = 0;
      for (;;) {
        const byte = file.readUInt8(offset++);
        value = value * 128 + (byte & 0x7f);
        if ((byte & 0x80) === 0) return value;
      }
    };
    const entries: Array<{ tag: string; length: number }> = [];
    for (let index = 0; index < numTables; index++) {
      const flags = file.readUInt8(offset++);
      const tag =
        (flags & 0x3f) === 0x3f
          ? file.toString("latin1", offset, (offset += 4))
          : (WOFF2_KNOWN_TAGS[flags & 0x3f] ?? "");
      const version = flags >> 6;
      const origLength = readBase128();
      const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
      if (transformed) transformedTags.add(tag);
      entries.push({ tag, length: transformed ? readBase128() : origLength });
    }
    const data = brotliDecompressSync(file.subarray(offset, offset + file.readUInt32BE(20)));
    let at = 0;
    for (const entry of entries) {
      tables.set(entry.tag, data.subarray(at, (at += entry.length)));
    }
    return { tables, transformed: transformedTags };
  }
  const numTables = file.readUInt16BE(4);
  for (let index = 0; index < numTables; index++) {
    const record = 12 + index * 16;
    const start = file.readUInt32BE(record + 8);
    tables.set(
      file.toString("latin1", record, record + 4),
      file.subarray(start, start + file.readUInt32BE(record + 12)),
    );
  }
  return { tables, transformed: transformedTags };
}

/** cmap format 4 (BMP) or 12: code point to glyph id. */
function glyphMap(cmap: Buffer): (codePoint: number) => number {
  const count = cmap.readUInt16BE(2);
  let best: { format: number; offset: number } | undefined;
  for (let index = 0; index < count; index++) {
    const offset = cmap.readUInt32BE(4 + index * 8 + 4);
    const format = cmap.readUInt16BE(offset);
    if ((format === 4 || format === 12) && (!best || format > best.format)) best = { format, offset };
  }
  if (!best) throw new Error("no cmap subtable of format 4 or 12");
  const { format, offset } = best;
  if (format === 12) {
    const groups = cmap.readUInt32BE(offset + 12);
    return (codePoint) => {
      for (let index = 0; index < groups; index++) {
        const group = offset + 16 + index * 12;
        const start = cmap.readUInt32BE(group);
        if (codePoint >= start && codePoint <= cmap.readUInt32BE(group + 4)) {
          return cmap.readUInt32BE(group + 8) + codePoint - start;
        }
      }
      return 0;
    };
  }
  const segments = cmap.readUInt16BE(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    for (let segment = 0; segment < segments; segment++) {
      if (codePoint > cmap.readUInt16BE(ends + segment * 2)) continue;
      const start = cmap.readUInt16BE(starts + segment * 2);
      if (codePoint < start) return 0;
      const delta = cmap.readInt16BE(deltas + segment * 2);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + segment * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(rangeOffsets + segment * 2 + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** `axes` picks the instance of a variable font (e.g. `{ wght: 400 }`); its default otherwise. */
export function readFontMetrics(file: Buffer, axes: Record<string, number> = {}): FontMetrics {
  const { tables, transformed } = tablesOf(file);
  const table = (tag: string): Buffer => {
    const found = tables.get(tag);
    if (!found) throw new Error(`font without a ${tag} table`);
    return found;
  };
  const head = table("head");
  const hhea = table("hhea");
  const os2 = table("OS/2");
  const hmtx = table("hmtx");
  // WOFF2's transformed hmtx starts with a flags byte, then the advances as in the plain table (4 bytes apart there).
  const transformedHmtx = transformed.has("hmtx");
  const numberOfHMetrics = hhea.readUInt16BE(34);
  const coordinates = normalisedCoordinates(tables, axes);
  const advanceOfGlyph = (glyph: number): number => {
    const index = Math.min(glyph, numberOfHMetrics - 1);
    const base = transformedHmtx ? hmtx.readUInt16BE(1 + index * 2) : hmtx.readUInt16BE(index * 4);
    return base + advanceDelta(tables.get("HVAR"), glyph, coordinates);
  };
  // Blink, like FreeType and Skia, takes the typographic metrics when the font asks for them (USE_TYPO_METRICS).
  const useTypo = (os2.readUInt16BE(62) & 0x80) !== 0;
  const toGlyph = glyphMap(table("cmap"));
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascent: useTypo ? os2.readInt16BE(68) : hhea.readInt16BE(4),
    descent: -(useTypo ? os2.readInt16BE(70) : hhea.readInt16BE(6)),
    lineGap: useTypo ? os2.readInt16BE(72) : hhea.readInt16BE(8),
    advance: (char) => {
      const glyph = toGlyph(char.codePointAt(0) ?? 0);
      return glyph === 0 ? undefined : advanceOfGlyph(glyph);
    },
  };
}

/** The mean advance per em over a sample text, each character weighted by how often it occurs. */
export function meanAdvance(metrics: FontMetrics, sample: string): number {
  let total = 0;
  let counted = 0;
  for (const char of sample) {
    const advance = metrics.advance(char);
    if (advance === undefined) continue;
    total += advance;
    counted++;
  }
  return total / counted / metrics.unitsPerEm;
}

export interface FallbackDescriptors {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * The fallback face scaled so the sample text is as wide as in the web font (size-adjust), and its line box as tall
 * with the same baseline: the overrides are the web font's metrics, divided by size-adjust because the browser
 * applies size-adjust to them too.
 */
export function fallbackDescriptors(web: FontMetrics, fallback: FontMetrics, sample: string): FallbackDescriptors {
  const sizeAdjust = meanAdvance(web, sample) / meanAdvance(fallback, sample);
  return {
    sizeAdjust,
    ascentOverride: web.ascent / web.unitsPerEm / sizeAdjust,
    descentOverride: web.descent / web.unitsPerEm / sizeAdjust,
    lineGapOverride: web.lineGap / web.unitsPerEm / sizeAdjust,
  };
}

/** Two decimals, without trailing zeros (as Prettier writes CSS numbers). */
export function percent(value: number): string {
  return `${String(Number((value * 100).toFixed(2)))}%`;
}
