/**
 * The build's static files precompressed once: each text file of the client build (scripts, style sheets, SVGs, the
 * favicon) of 256 bytes or more gets a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) beside it, which the static
 * handler serves to a browser that accepts them (server/plugins/react-router.ts, `preCompressed`). Run by the build
 * (vite.config.ts). On the fly, responses use cheap levels (brotli 3-4): for files that never change that is bytes
 * lost on every first visit.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: the text (and bitmap icon) formats the client build holds. */
export const PRECOMPRESSED = /\.(js|mjs|css|svg|json|txt|map|xml|html|ico)$/;
/**
 * Below this size a copy saves about what its header costs. Lower than the on-the-fly threshold (1 KB), which weighs
 * CPU per response: built once, the home's 15 scripts of 256 B-1 KB are 4.3 KB less with brotli.
 */
export const PRECOMPRESS_MIN_BYTES = 256;

export type Precompressed = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

/** Brotli 11 of a text file. */
function brotli11(body: Buffer): Promise<Buffer> {
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir` (recursively). A copy that is not
 * smaller than the file is not written: the file itself is then served. Totals count what each visitor would get.
 */
export async function precompressDirectory(dir: string): Promise<Precompressed> {
  const total: Precompressed = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && PRECOMPRESSED.test(entry.name))
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const body = await readFile(path);
        if (body.length < PRECOMPRESS_MIN_BYTES) return;
        const [br, gzipped] = await Promise.all([brotli11(body), gz(body, { level: constants.Z_BEST_COMPRESSION })]);
        const writes = [];
        if (br.length < body.length) writes.push(writeFile(`${path}.br`, br));
        if (gzipped.length < body.length) writes.push(writeFile(`${path}.gz`, gzipped));
        await Promise.all(writes);
        total.files += 1;
        total.bytes += body.length;
        total.brotliBytes += Math.min(br.length, body.length);
        total.gzipBytes += Math.min(gzipped.length, body.length);
      }),
  );
  return total;
}
