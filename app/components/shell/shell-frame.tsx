import { useLocation } from "react-router";
import type { SessionUser } from "#request-context";
import type { Advertisement } from "#app/features/advertisements/advertisement-schemas.ts";
import { shellVariantOf } from "#app/features/shell/shell-routes.ts";
import { AppDownloadModal } from "./app-download-modal.tsx";
import { ChatLauncher } from "./chat-launcher.tsx";
import { PromoStrip } from "./promo-strip.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** Above the page: the top bar and, on its paths, the promo strip. */
export function ShellTop({ user, advertisement }: { user: SessionUser | null; advertisement: Advertisement | null }) {
  const variant = shellVariantOf(useLocation().pathname);
  return (
    <>
      <SiteHeader variant={variant} user={user} />
      {variant === "default" ? <PromoStrip initial={advertisement} /> : null}
    </>
  );
}

/** Below the page: the footer, then the floating pieces (chat, app-download modal). */
export function ShellBottom({ chatAssistantUrl }: { chatAssistantUrl: string | null }) {
  const variant = shellVariantOf(useLocation().pathname);
  return (
    <>
      <SiteFooter variant={variant} />
      <ChatLauncher variant={variant} assistantUrl={chatAssistantUrl} />
      <AppDownloadModal />
    </>
  );
}
