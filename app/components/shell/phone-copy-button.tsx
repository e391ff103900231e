import { brand } from "#app/config/brand.ts";
import { useCopyFeedback } from "#app/features/shell/copy-feedback.ts";
import { PhoneIcon } from "./icons.tsx";
import { topBarActionClass } from "./top-bar-styles.ts";

const MESSAGES = { idle: "", copied: "Texto copiado", failed: "No se pudo copiar el número" } as const;

/** SPEC 2.2: copies the sales number and says 'Texto copiado' for 3 seconds (announced politely). */
export function PhoneCopyButton() {
  const { status, copy } = useCopyFeedback();
  return (
    <div className="relative hidden md:block">
      <button
        type="button"
        data-js-only
        className={topBarActionClass}
        aria-describedby="sales-phone-hint"
        onClick={() => void copy(brand.salesPhone)}
      >
        <PhoneIcon className="size-5" />
        <span>Ventas {brand.salesPhone}</span>
      </button>
      <span id="sales-phone-hint" hidden>
        Copia el número de ventas
      </span>
      {/* A polite live region without role="status": the page's own status messages stay the only ones. */}
      <span
        aria-live="polite"
        data-testid="copy-feedback"
        className={
          status === "idle"
            ? "sr-only"
            : "absolute top-full left-1/2 z-30 mt-1 -translate-x-1/2 rounded bg-ink px-2 py-1 text-sm whitespace-nowrap text-white shadow"
        }
      >
        {MESSAGES[status]}
      </span>
    </div>
  );
}
