import { data, redirect, redirectDocument } from "react-router";
import { getDb } from "#db";
import { requestContext } from "#request-context";
import { loadPurchaseQuote } from "#app/features/insurance/insurance-quote.server.ts";
import { InsurancePurchasePage } from "#app/features/insurance/insurance-purchase-page.tsx";
import { handlePurchasePost } from "#app/features/insurance/purchase-submit.server.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/insurance-purchase";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

export async function loader({ request }: Route.LoaderArgs) {
  return {
    page: await loadPurchaseQuote(getDb(), new URL(request.url).searchParams),
    // A new key per page view: a double submit or a retried post of this form buys once.
    idempotencyKey: crypto.randomUUID(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const outcome = await handlePurchasePost(getDb(), {
    formData: await readPostedForm(request),
    url: new URL(request.url),
    cookieHeader: request.headers.get("cookie"),
    userId: ctx.user?.id ?? null,
    siteUrl: ctx.publicConfig.siteUrl,
    log: (error) =>
      ctx.log
        ? ctx.log.error({ err: error }, "insurance purchase: payment start failed")
        : console.error("insurance purchase: payment start failed", error),
  });
  if (!outcome.ok) return data(outcome.failure);
  const headers = { "set-cookie": outcome.cookie };
  return outcome.external ? redirectDocument(outcome.location, { headers }) : redirect(outcome.location, { headers });
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Compra tu seguro de viaje | Kuntur Viajes",
    description:
      "Ingresa los datos de los viajeros y del contacto, y paga tu seguro de viaje con tarjeta o en efectivo.",
    noIndex: true,
  });

export default function InsurancePurchase({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <InsurancePurchasePage
      page={loaderData.page}
      idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
      failure={actionData}
    />
  );
}
