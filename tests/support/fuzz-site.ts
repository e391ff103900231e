// Test code only: the whole site (every route of app/routes.ts under the root, with its loader, action, middleware,
// ErrorBoundary and the document render of app/entry.server.tsx) as React Router's request handler, in-process and
// without a build: server/fuzz.db.test.ts sends it malformed requests.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  createRequestHandler,
  RouterContextProvider,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
  type ServerBuild,
} from "react-router";
import { requestContext, type PublicConfig, type SessionUser } from "#request-context";
import { allowAllAttempts } from "#tests/support/test-app.ts";

type RouteEntry = { id?: string; path?: string; index?: boolean; file: string; children?: RouteEntry[] };
type RouteModule = Record<string, unknown>;

/** A route of app/routes.ts: its full path pattern ("/gestion/pedidos/:code") and whether it has a loader/action. */
export type SiteRoute = { id: string; pattern: string; hasLoader: boolean; hasAction: boolean };

const importApp = async (file: string) =>
  (await import(pathToFileURL(join(process.cwd(), "app", file)).href)) as RouteModule;

type Component = Parameters<typeof UNSAFE_withComponentProps>[0];
type Boundary = Parameters<typeof UNSAFE_withErrorBoundaryProps>[0];
type Fallback = Parameters<typeof UNSAFE_withHydrateFallbackProps>[0];

/** A route module as the compiler hands it over: its components receive loaderData, params and matches as props. */
async function routeModule(file: string): Promise<RouteModule> {
  const module = { ...(await importApp(file)) };
  if (module.default) module.default = UNSAFE_withComponentProps(module.default as Component);
  if (module.ErrorBoundary) module.ErrorBoundary = UNSAFE_withErrorBoundaryProps(module.ErrorBoundary as Boundary);
  if (module.HydrateFallback)
    module.HydrateFallback = UNSAFE_withHydrateFallbackProps(module.HydrateFallback as Fallback);
  return module;
}

/** The server build React Router's compiler would make, assembled from the source modules. */
export async function siteBuild(): Promise<{ build: ServerBuild; routes: SiteRoute[] }> {
  const entries: RouteEntry[] = (await import("#app/routes.ts")).default;
  const serverRoutes: ServerBuild["routes"] = {
    root: { id: "root", parentId: undefined, path: "", module: (await routeModule("root.tsx")) as never },
  };
  const manifestRoutes: ServerBuild["assets"]["routes"] = {};
  const routes: SiteRoute[] = [];
  const walk = async (list: RouteEntry[], parentId: string, prefix: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      const module = await routeModule(entry.file);
      serverRoutes[id] = { id, parentId, path: entry.path, index: entry.index, module: module as never };
      const pattern = entry.path ? `${prefix}/${entry.path}` : prefix || "/";
      routes.push({ id, pattern, hasLoader: "loader" in module, hasAction: "action" in module });
      if (entry.children) await walk(entry.children, id, pattern === "/" ? "" : pattern);
    }
  };
  await walk(entries, "root", "");
  for (const route of Object.values(serverRoutes)) {
    if (!route) continue;
    const module = route.module as unknown as RouteModule;
    manifestRoutes[route.id] = {
      id: route.id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      hasAction: "action" in module,
      hasLoader: "loader" in module,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: "ErrorBoundary" in module,
      module: `/assets/${route.id}.js`,
      imports: [],
      css: [],
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    };
  }
  const build: ServerBuild = {
    entry: { module: (await importApp("entry.server.tsx")) as never },
    routes: serverRoutes,
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: manifestRoutes,
      url: "/m.js",
      version: "fuzz",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    // Still a required field of the type, though React Router no longer reads it.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
  return { build, routes };
}

/** The request context the host gives a page: a visitor, or the given signed-in customer. */
export function siteContext(publicConfig: PublicConfig, user: SessionUser | null = null): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    requestId: "fuzz",
    nonce: "fuzz",
    publicConfig,
    user,
    analyticsUserId: "",
    limitAttempt: allowAllAttempts,
    clientIp: "127.0.0.1",
  });
  return context;
}

/** React Router's handler for the assembled build (production mode: errors are not shown to the client). */
export function siteHandler(build: ServerBuild) {
  return createRequestHandler(build, "production");
}
