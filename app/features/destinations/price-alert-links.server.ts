import { isAppError } from "../../../server/errors.ts";
import { PriceAlertTokenSchema } from "./price-alert-schemas.ts";
import type { PriceAlertResultView } from "./price-alert-result.tsx";
import { confirmPriceAlert, PRICE_ALERT_TEXT, unsubscribePriceAlert } from "./price-alert-service.server.ts";

const INVALID: PriceAlertResultView = {
  title: "Enlace no válido",
  message: `${PRICE_ALERT_TEXT.invalidLink} Si quieres recibir alertas, suscríbete de nuevo desde la página de tu ruta.`,
  slug: null,
  tone: "error",
};

/** Runs the action of an e-mailed link (confirm or unsubscribe) and says what happened; bad links are no error page. */
export async function followPriceAlertLink(
  action: "confirm" | "unsubscribe",
  rawToken: string | null,
): Promise<{ view: PriceAlertResultView; status: number }> {
  const parsed = PriceAlertTokenSchema.safeParse({ token: rawToken ?? "" });
  if (!parsed.success) return { view: INVALID, status: 404 };
  try {
    if (action === "confirm") {
      const result = await confirmPriceAlert(parsed.data.token);
      const route = `${result.origin} – ${result.destination}`;
      if (result.status === "unsubscribed") {
        return {
          view: {
            title: "Esta alerta está dada de baja",
            message: `Te diste de baja de las alertas de precio de ${route}. Si quieres volver a recibirlas, suscríbete de nuevo.`,
            slug: result.slug,
            tone: "info",
          },
          status: 200,
        };
      }
      return {
        view: {
          title: result.alreadyDone ? "Tu alerta ya estaba confirmada" : "¡Alerta de precios confirmada!",
          message: `Te avisaremos por correo cuando encontremos tarifas más bajas de ${route}.`,
          slug: result.slug,
          tone: "success",
        },
        status: 200,
      };
    }
    const result = await unsubscribePriceAlert(parsed.data.token);
    return {
      view: {
        title: "Te diste de baja",
        message: `Ya no recibirás alertas de precio de ${result.origin} – ${result.destination}. Puedes volver a suscribirte cuando quieras.`,
        slug: result.slug,
        tone: "info",
      },
      status: 200,
    };
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") return { view: INVALID, status: 404 };
    throw error;
  }
}
