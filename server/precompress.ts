/**
 * The build's static assets precompressed once (issue 44): each script, style sheet or SVG of the client build over
 * 1 KB gets a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) beside it, which the static handler serves to a
 * browser that accepts them (server/plugins/react-router.ts, `preCompressed`). On the fly the pages' compression
 * uses cheap levels (brotli 3), which for scripts that never change is bytes lost on every first visit.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text formats the client build writes. */
export const PRECOMPRESSED = /\.(js|mjs|css|svg|json|txt|map|xml|html)$/;
/** Below this size a compressed copy saves less than its headers cost. */
export const PRECOMPRESS_MIN_BYTES = 1024;

export type Precompressed = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir` (recursively). */
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
        const [br, gzipped] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gz(body, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        total.files += 1;
        total.bytes += body.length;
        total.brotliBytes += br.length;
        total.gzipBytes += gzipped.length;
      }),
  );
  return total;
}
