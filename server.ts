// Entry of the Node host: `node server.ts` (production) or loaded by Vite in `react-router dev`.
import { pathToFileURL } from "node:url";
import { EnvError, parseEnv } from "./server/env.ts";
import { createServer, installGracefulShutdown } from "./server/start.ts";

export { createServer };

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const app = await createServer();
  installGracefulShutdown(app, env.SHUTDOWN_TIMEOUT_MS);
  await app.listen({ host: env.HOST, port: env.PORT });
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  main().catch((error: unknown) => {
    console.error("No se pudo iniciar el servidor:", error);
    process.exit(1);
  });
}
