import { isAppError } from "#server/errors.ts";
import { PriceAlertTokenSchema } from "./price-alert-schemas.ts";
import type { PriceAlertResultView } from "./price-alert-result.tsx";
import { confirmPriceAlert, PRICE_ALERT_TEXT, unsubscribePriceAlert } from "./price-alert-service.server.ts";

const INVALID: PriceAlertResultView = {
  title: "Enlace no válido",
  message: `${PRICE_ALERT_TEXT.invalidLink} Si quieres recibir alertas, suscríbete de nuevo desde la página de tu ruta.`,
  slug: null,
  tone: "error",
};

/**
 * Runs the action of an e-mailed link (confirm or unsubscribe) and says what happened. A bad or expired link is a
 * normal answer (200, noindex page) explaining what to do, not an error page.
 */
export async function followPriceAlertLink(
  action: "confirm" | "unsubscribe",
  rawToken: string | null,
): Promise<PriceAlertResultView> {
  const parsed = PriceAlertTokenSchema.safeParse({ token: rawToken ?? "" });
  if (!parsed.success) return INVALID;
  try {
    if (action === "confirm") {
      const result = await confirmPriceAlert(parsed.data.token);
      const route = `${result.origin} – ${result.destination}`;
      if (result.status === "unsubscribed") {
        return {
          title: "Esta alerta está dada de baja",
          message: `Te diste de baja de las alertas de precio de ${route}. Si quieres volver a recibirlas, suscríbete de nuevo.`,
          slug: result.slug,
          tone: "info",
        };
      }
      return {
        title: result.alreadyDone ? "Tu alerta ya estaba confirmada" : "¡Alerta de precios confirmada!",
        message: `Te avisaremos por correo cuando encontremos tarifas más bajas de ${route}.`,
        slug: result.slug,
        tone: "success",
      };
    }
    const result = await unsubscribePriceAlert(parsed.data.token);
    return {
      title: "Te diste de baja",
      message: `Ya no recibirás alertas de precio de ${result.origin} – ${result.destination}. Puedes volver a suscribirte cuando quieras.`,
      slug: result.slug,
      tone: "info",
    };
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") return INVALID;
    throw error;
  }
}
