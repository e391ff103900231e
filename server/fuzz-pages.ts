// Test code only: calls every page route module's action in-process with malformed requests (server/fuzz.db.test.ts).
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { RouterContextProvider } from "react-router";
import { requestContext, type PublicConfig } from "#request-context";
import { allowAllAttempts } from "./test-app.ts";

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };
type Action = (args: { request: Request; params: Record<string, string>; context: RouterContextProvider }) => unknown;

/** Every route of app/routes.ts with a path pattern and its module's action, when it has one. */
export async function pageActions(): Promise<Array<{ pattern: string; action: Action }>> {
  const routes: RouteEntry[] = (await import("#app/routes.ts")).default;
  const flat: Array<{ pattern: string; file: string }> = [];
  const walk = (entries: RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const pattern = entry.path ? `${prefix}/${entry.path}` : prefix || "/";
      flat.push({ pattern, file: entry.file });
      if (entry.children) walk(entry.children, pattern === "/" ? "" : pattern);
    }
  };
  walk(routes, "");
  const found: Array<{ pattern: string; action: Action }> = [];
  for (const { pattern, file } of flat) {
    const module = (await import(pathToFileURL(join(process.cwd(), "app", file)).href)) as { action?: Action };
    if (module.action) found.push({ pattern, action: module.action });
  }
  return found;
}

/** The request context the host gives an action: an anonymous visitor. */
export function pageContext(publicConfig: PublicConfig): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    requestId: "fuzz",
    nonce: "fuzz",
    publicConfig,
    user: null,
    analyticsUserId: "",
    limitAttempt: allowAllAttempts,
    clientIp: "127.0.0.1",
  });
  return context;
}

/** The status an action's outcome answers with: a thrown or returned Response, data() with an init, or 200. */
export function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  if (outcome && typeof outcome === "object" && "init" in outcome) {
    const init = (outcome as { init?: { status?: number } | null }).init;
    return init?.status ?? 200;
  }
  return 200;
}
