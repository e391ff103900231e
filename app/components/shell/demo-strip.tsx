import { useLocation } from "react-router";
import { shellVariantOf } from "#app/features/shell/shell-routes.ts";
import { DEMO_NOTICE } from "#app/utils/demo-notice.ts";

/**
 * A one-line strip above everything while the sandbox takes payments: in the normal flow, server-rendered. The store
 * reception kiosk's pages take no payment and have no overlays or strips.
 */
export function DemoStrip() {
  const { pathname } = useLocation();
  if (shellVariantOf(pathname) === "kiosk") return null;
  return (
    <aside
      aria-label="Aviso de demostración"
      className="bg-amber-100 px-3 py-1 text-center text-xs leading-4 font-semibold text-amber-950"
    >
      {DEMO_NOTICE}
    </aside>
  );
}
