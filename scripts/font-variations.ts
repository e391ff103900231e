// The advance widths of a variable font at a given weight: fvar's axis, avar's mapping and HVAR's deltas
// (OpenType 1.9, "OpenType Font Variations Overview"). Only what the fallback metrics need: one axis value.

/** The coordinate of `value` on the axis `tag`, normalised to -1..1 and mapped through avar. */
export function normalisedCoordinates(tables: Map<string, Buffer>, axes: Record<string, number>): number[] {
  const fvar = tables.get("fvar");
  if (!fvar) return [];
  const offset = fvar.readUInt16BE(4);
  const count = fvar.readUInt16BE(8);
  const size = fvar.readUInt16BE(10);
  const avar = tables.get("avar");
  let avarAt = 8;
  const coordinates: number[] = [];
  for (let index = 0; index < count; index++) {
    const record = offset + index * size;
    const tag = fvar.toString("latin1", record, record + 4);
    const [min, standard, max] = [4, 8, 12].map((at) => fvar.readInt32BE(record + at) / 65536) as [
      number,
      number,
      number,
    ];
    const value = Math.min(max, Math.max(min, axes[tag] ?? standard));
    let coordinate =
      value < standard
        ? (value - standard) / (standard - min)
        : value > standard
          ? (value - standard) / (max - standard)
          : 0;
    if (avar) {
      const pairs = avar.readUInt16BE(avarAt);
      const from = (pair: number): number => avar.readInt16BE(avarAt + 2 + pair * 4) / 16384;
      const to = (pair: number): number => avar.readInt16BE(avarAt + 4 + pair * 4) / 16384;
      for (let pair = 1; pair < pairs; pair++) {
        if (coordinate <= from(pair)) {
          coordinate =
            to(pair - 1) + ((coordinate - from(pair - 1)) * (to(pair) - to(pair - 1))) / (from(pair) - from(pair - 1));
          break;
        }
      }
      avarAt += 2 + pairs * 4;
    }
    coordinates.push(coordinate);
  }
  return coordinates;
}

/** HVAR's advance delta of one glyph at the normalised coordinates (0 without HVAR). */
export function advanceDelta(hvar: Buffer | undefined, glyph: number, coordinates: number[]): number {
  if (!hvar || coordinates.every((value) => value === 0)) return 0;
  const store = hvar.readUInt32BE(4);
  const mapping = hvar.readUInt32BE(8);
  let outer = 0;
  let inner = glyph;
  if (mapping !== 0) {
    const format = hvar.readUInt8(mapping);
    const entryFormat = hvar.readUInt8(mapping + 1);
    const mapCount = format === 0 ? hvar.readUInt16BE(mapping + 2) : hvar.readUInt32BE(mapping + 2);
    const entrySize = ((entryFormat >> 4) & 3) + 1;
    const innerBits = (entryFormat & 0xf) + 1;
    const at = mapping + (format === 0 ? 4 : 6) + Math.min(glyph, mapCount - 1) * entrySize;
    const entry = hvar.readUIntBE(at, entrySize);
    outer = entry >> innerBits;
    inner = entry & ((1 << innerBits) - 1);
  }
  const regions = store + hvar.readUInt32BE(store + 2);
  const axisCount = hvar.readUInt16BE(regions);
  const data = store + hvar.readUInt32BE(store + 8 + outer * 4);
  const wordDeltaCount = hvar.readUInt16BE(data + 2);
  const regionIndexCount = hvar.readUInt16BE(data + 4);
  const longWords = (wordDeltaCount & 0x8000) !== 0;
  const wordCount = wordDeltaCount & 0x7fff;
  const rowSize = longWords
    ? wordCount * 4 + (regionIndexCount - wordCount) * 2
    : wordCount * 2 + (regionIndexCount - wordCount);
  const row = data + 6 + regionIndexCount * 2 + inner * rowSize;
  let delta = 0;
  let at = row;
  for (let column = 0; column < regionIndexCount; column++) {
    let value: number;
    if (column < wordCount) {
      value = longWords ? hvar.readInt32BE(at) : hvar.readInt16BE(at);
      at += longWords ? 4 : 2;
    } else {
      value = longWords ? hvar.readInt16BE(at) : hvar.readInt8(at);
      at += longWords ? 2 : 1;
    }
    const region = regions + 4 + hvar.readUInt16BE(data + 6 + column * 2) * axisCount * 6;
    let scalar = 1;
    for (let axis = 0; axis < axisCount; axis++) {
      const [start, peak, end] = [0, 2, 4].map((offset) => hvar.readInt16BE(region + axis * 6 + offset) / 16384) as [
        number,
        number,
        number,
      ];
      const coordinate = coordinates[axis] ?? 0;
      if (peak === 0 || coordinate === peak) continue;
      if (coordinate <= start || coordinate >= end) {
        scalar = 0;
        break;
      }
      scalar *= coordinate < peak ? (coordinate - start) / (peak - start) : (end - coordinate) / (end - peak);
    }
    delta += value * scalar;
  }
  return delta;
}
