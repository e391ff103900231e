import { useIsLoading } from "#app/platform/loading-store.ts";

/**
 * Full-screen loading overlay shown while a request without the not-loading header is in flight (SPEC 7).
 * Fixed-position, so it never moves the page; it fades in after 150 ms so quick calls don't flash.
 */
export function LoadingOverlay() {
  const loading = useIsLoading();
  if (!loading) return null;
  return (
    <div
      className="fixed inset-0 z-[55] flex animate-[kv-fade-in_150ms_ease-in_150ms_both] items-center justify-center bg-white/60"
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <span
        className="size-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
        aria-hidden="true"
      />
      <span className="sr-only">Cargando…</span>
    </div>
  );
}
