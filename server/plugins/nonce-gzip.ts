import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A document compressed once, whose CSP nonce changes on every response (docs/decisions/014-page-cache.md).
 *
 * The text between the nonces is deflated once, each part ending on a sync flush (byte-aligned, no reference to
 * earlier bytes). A response is then the gzip header, those parts with the response's nonce between them as
 * stored (uncompressed) deflate blocks, an empty final block, and the gzip trailer (CRC-32 and length of the
 * whole text, computed per response). Any gzip decoder reads it as one ordinary stream; no zlib work per response.
 */
export type NonceGzip = {
  /** Deflated parts of the text, split at the nonce. */
  parts: Buffer[];
  /** The same parts, uncompressed (the CRC-32 of each response; the body for clients without gzip). */
  texts: Buffer[];
  /** CRC-32 of the first part, the start of every response's checksum. */
  firstCrc: number;
  textBytes: number;
};

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty final block with fixed codes: what zlib writes on Z_FINISH after a flush. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const MAX_STORED = 65_535;

export function prepareNonceGzip(text: string, nonce: string): NonceGzip {
  const texts = text.split(nonce).map((part) => Buffer.from(part, "utf8"));
  const parts = texts.map((part) =>
    deflateRawSync(part, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }),
  );
  const textBytes = texts.reduce((sum, part) => sum + part.length, 0);
  return { parts, texts, firstCrc: crc32(texts[0] ?? Buffer.alloc(0)), textBytes };
}

function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > MAX_STORED) throw new RangeError("nonce too long for one stored block");
  const header = Buffer.alloc(5);
  header[0] = 0x00; // not final, stored
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The gzip body of the text with `nonce` in every place the stored nonce was. */
export function gzipWithNonce(prepared: NonceGzip, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const nonceBlock = storedBlock(nonceBytes);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = prepared.firstCrc;
  prepared.parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(nonceBlock);
      crc = crc32(nonceBytes, crc);
      crc = crc32(prepared.texts[index] ?? Buffer.alloc(0), crc);
    }
    chunks.push(part);
  });
  chunks.push(FINAL_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((prepared.textBytes + nonceBytes.length * (prepared.parts.length - 1)) % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** The uncompressed text with `nonce` in every place the stored nonce was (clients without gzip). */
export function textWithNonce(prepared: NonceGzip, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  return Buffer.concat(prepared.texts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])));
}

/** Whether the client takes gzip (Accept-Encoding, without q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((entry) => {
    const [coding = "", ...params] = entry.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
