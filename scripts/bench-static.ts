// `npm run bench:static -- [base URL] [--routes=home,routes/destination]`: the JavaScript bytes of a route's first
// visit (the files budgets.ts counts) at each compression the server has used for them: brotli 4 and gzip 6 on the
// fly (@fastify/compress's default levels; brotli 3 is the pages' level, which the issue took them to have), brotli 11 and gzip 9 built once (scripts/precompress.ts; gzip 9 is also
// what the budgets count). With a base URL of a running production server, the bytes it actually sends to a
// browser that accepts br, gzip, and gzip only, are summed too. Bytes do not depend on the host.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readBuildManifest, routeLoads } from "./budgets.ts";

const args = process.argv.slice(2);
const base = args.find((arg) => !arg.startsWith("--"))?.replace(/\/$/, "");
const routeIds = args
  .find((arg) => arg.startsWith("--routes="))
  ?.split("=")[1]
  ?.split(",") ?? ["home", "routes/destination"];
const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

const brotli = (quality: number) => (body: Buffer) =>
  brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length;
/** The build's copy, or the file itself where the build wrote none (too small, or not smaller). */
const built = (extension: string) => (path: string, body: Buffer) =>
  existsSync(`${path}${extension}`) ? statSync(`${path}${extension}`).size : body.length;
const codings: Record<string, (path: string, body: Buffer) => number> = {
  uncompressed: (_path, body) => body.length,
  "brotli 3 (pages' level)": (_path, body) => brotli(3)(body),
  "brotli 4 (on the fly)": (_path, body) => brotli(4)(body),
  "gzip 6 (on the fly)": (_path, body) => gzipSync(body, { level: 6 }).length,
  "brotli 11 (built)": built(".br"),
  "gzip 9 (built)": built(".gz"),
  "gzip 9 (budgets)": (_path, body) => gzipSync(body, { level: 9 }).length,
};

/** Bytes the server sends for a file with this Accept-Encoding (the body as received, before decoding). */
async function sentBytes(file: string, acceptEncoding: string): Promise<number> {
  const response = await fetch(`${base ?? ""}${file}`, { headers: { "accept-encoding": acceptEncoding } });
  if (!response.ok) throw new Error(`${file}: ${String(response.status)}`);
  const length = response.headers.get("content-length");
  if (length === null) throw new Error(`${file}: sent without a length (compressed on the fly?)`);
  await response.body?.cancel();
  return Number(length);
}

const loads = routeLoads(readBuildManifest(clientDir), (file) => readFileSync(join(clientDir, file)).length);
for (const routeId of routeIds) {
  const load = loads.find((candidate) => candidate.routeId === routeId);
  if (!load) throw new Error(`No route ${routeId} in the build's manifest`);
  const paths = load.files.map((file) => join(clientDir, file.file));
  console.log(`${routeId} (${load.path}): ${String(load.files.length)} files`);
  for (const [name, size] of Object.entries(codings)) {
    const bytes = paths.reduce((sum, path) => sum + size(path, readFileSync(path)), 0);
    console.log(`  ${name.padEnd(28)} ${String(bytes).padStart(9)} bytes`);
  }
  if (base) {
    for (const acceptEncoding of ["br, gzip", "gzip", "identity"]) {
      const sizes = await Promise.all(load.files.map((file) => sentBytes(file.file, acceptEncoding)));
      const bytes = sizes.reduce((sum, size) => sum + size, 0);
      console.log(`  ${`sent, accept ${acceptEncoding}`.padEnd(28)} ${String(bytes).padStart(9)} bytes`);
    }
  }
}
