import { useEffect, useLayoutEffect, useRef } from "react";
import { RouterProvider } from "react-aria-components";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useHref,
  useNavigate,
  useNavigation,
  useRouteLoaderData,
  type NavigateOptions,
} from "react-router";
import { requestContext } from "#request-context";
import type { Route } from "./+types/root";
import stylesUrl from "./app.css?url";
import { RouteErrorPage } from "./components/route-error-page.tsx";
import { replayEarlyInput } from "./components/forms/early-input.ts";
import { useHeadingFocus } from "./components/use-heading-focus.ts";
import { LoadingOverlay } from "./components/loading-overlay.tsx";
import { CookiePrompt } from "./components/shell/cookie-prompt.tsx";
import { DemoStrip } from "./components/shell/demo-strip.tsx";
import { ShellBottom, ShellTop } from "./components/shell/shell-frame.tsx";
import { PRESSABLE_STYLE_ID } from "./components/ui/pressable-style.ts";
import { ToasterHost } from "./components/ui/toaster-host.tsx";
import { CheckoutNoticeHost } from "./features/flights/checkout/checkout-notice-host.tsx";
import { getAdvertisementForPage } from "./features/advertisements/advertisement-service.server.ts";
import { AuthDialogs } from "./features/accounts/auth-dialogs-host.tsx";
import { consumeAbCookie } from "./features/analytics/data-layer.ts";
import { COOKIE_CHOICE_SCRIPT } from "./features/consent/consent-store.ts";
import { hasCookieChoice } from "./features/consent/cookie-choice.ts";
import { DEFERRED_HYDRATION_SCRIPT } from "./utils/deferred-hydration.ts";
import { usePageAnalytics } from "./features/analytics/use-page-analytics.ts";
import { configureHttpClient } from "#app/platform/http-client.ts";
import { markAppStable } from "#app/platform/startup.ts";
import { useNonce } from "./utils/nonce.tsx";

declare module "react-aria-components" {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    href: "/fonts/nunito-sans-latin-wght.woff2",
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { publicConfig, user, analyticsUserId } = context.get(requestContext);
  // A choice made without JavaScript is a cookie only the server can read: it hides the prompt (app.css).
  const cookieChoice = hasCookieChoice(request.headers.get("cookie"));
  return { publicConfig, user, analyticsUserId, cookieChoice, advertisement: await getAdvertisementForPage() };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

/** The signed-in user and public configuration, from any route component. */
export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRootData();
  const simulatedPayments = rootData?.publicConfig.simulatedPayments ?? false;
  const cookieChoice = rootData?.cookieChoice === true;
  return (
    <html
      lang="es-PE"
      className="hydrating"
      data-cookie-choice={cookieChoice ? "" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        {/* The one render-blocking request. As a React stylesheet resource ('precedence'), React writes it ahead of
            the script preloads, so on a slow connection it is not queued behind them. */}
        <link rel="stylesheet" href={stylesUrl} precedence="default" />
        {/* React Aria's one global rule is in app.css; this id tells it so, and it adds no style sheet at hydration
            (which would restyle and lay out the whole page; app/components/ui/pressable-style.ts). */}
        <style id={PRESSABLE_STYLE_ID} />
        {/* Read by zod before it builds any schema: no JIT probe (`new Function`), which our CSP without
            'unsafe-eval' would report as a violation on every page. Then: a stored cookie choice hides the
            server-rendered cookie prompt before first paint; the app's scripts load once the page has painted
            (app/utils/deferred-hydration.ts). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            // Server-side text only: hydration does not compare or rewrite an element's inner HTML and the script
            // has run by then, so the browser's bundle does not carry these strings (about 0.5 KB gzip).
            __html: import.meta.env.SSR
              ? "globalThis.__zod_globalConfig={jitless:true};" + COOKIE_CHOICE_SCRIPT + DEFERRED_HYDRATION_SCRIPT
              : "",
          }}
        />
        {/* Without JavaScript: controls that need it are not shown (their native fallbacks are, in <noscript>). */}
        <noscript
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? NO_SCRIPT_STYLE : "" }}
        />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {simulatedPayments ? <DemoStrip /> : null}
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

const NO_SCRIPT_STYLE = "<style>[data-js-only],[data-needs-js]{display:none!important}</style>";

function useAppStableSignal() {
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "idle") markAppStable();
  }, [navigation.state]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const abRead = useRef(false);
  configureHttpClient(loaderData.publicConfig);
  usePageAnalytics(loaderData.analyticsUserId);
  useAppStableSignal();
  useHeadingFocus();
  // At the hydration's commit, before anything renders again: what was typed before it reaches the forms' state.
  useLayoutEffect(() => replayEarlyInput(), []);
  useEffect(() => {
    if (abRead.current) return;
    abRead.current = true;
    consumeAbCookie(loaderData.publicConfig.abCookieName);
  }, [loaderData.publicConfig.abCookieName]);

  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      {/* Fixed at the bottom, but first in the tab order: a keyboard visitor answers it before anything else. */}
      <CookiePrompt />
      <a
        href="#contenido"
        className="sr-only z-[70] rounded bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Saltar al contenido
      </a>
      <ShellTop user={loaderData.user} advertisement={loaderData.advertisement} />
      <main id="contenido" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <ShellBottom chatAssistantUrl={loaderData.publicConfig.chatAssistantUrl} />
      <AuthDialogs user={loaderData.user} config={loaderData.publicConfig.accounts} />
      <ToasterHost />
      <CheckoutNoticeHost />
      <LoadingOverlay />
    </RouterProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} withHead />;
}
