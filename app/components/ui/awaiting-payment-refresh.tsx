import { useEffect } from "react";
import { useLocation, useRevalidator } from "react-router";

/** How often a page waiting for a payment made elsewhere re-reads its loader. */
export const AWAITING_PAYMENT_POLL_MS = 5000;

/** Re-reads the page's loader every few seconds while the tab is visible (the loader has the payment's state). */
export function useRevalidateEvery(intervalMs: number, active = true) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [revalidator, intervalMs, active]);
}

/**
 * Under a payment code: the page changes to its paid state by itself when the code is paid at a bank or agent (it
 * re-reads its data); without JavaScript, "Actualizar" reloads it.
 */
export function AwaitingPaymentRefresh() {
  const location = useLocation();
  useRevalidateEvery(AWAITING_PAYMENT_POLL_MS);
  return (
    <p className="text-sm">
      Cuando pagues, esta página mostrará el pago confirmado.{" "}
      <a
        href={`${location.pathname}${location.search}`}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        Actualizar
      </a>
    </p>
  );
}
