import { data, Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { NewsletterLinkResult } from "#app/features/newsletter/newsletter-link-result.tsx";
import {
  followUnsubscribeLink,
  UNAVAILABLE,
  unsubscribePage,
} from "#app/features/newsletter/newsletter-links.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

const noStore = { "cache-control": "no-store" };
const tokenInUrl = (request: Request) => new URL(request.url).searchParams.get("token");

// GET only shows a one-button page: mail scanners that open links must not unsubscribe anyone.
export async function loader({ request }: Route.LoaderArgs) {
  try {
    return data(await unsubscribePage(tokenInUrl(request)), { headers: noStore });
  } catch (error) {
    console.error("Newsletter unsubscribe page failed:", error);
    return data({ token: null, view: UNAVAILABLE }, { status: 503, headers: noStore });
  }
}

// POST unsubscribes: the page's button, or a mail client's RFC 8058 one-click POST (token in the URL).
export async function action({ request }: Route.ActionArgs) {
  // The token may come in the URL alone (RFC 8058 one-click): a body that is not a readable form is ignored.
  const form = await readPostedForm(request).catch(() => undefined);
  const fromForm = form?.get("token");
  try {
    const view = await followUnsubscribeLink(tokenInUrl(request) ?? (typeof fromForm === "string" ? fromForm : null));
    return data({ view }, { headers: noStore });
  } catch (error) {
    console.error("Newsletter unsubscription failed:", error);
    return data({ view: UNAVAILABLE }, { status: 503, headers: noStore });
  }
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Darse de baja del boletín | Kuntur Viajes",
    description: "Deja de recibir el boletín de ofertas de Kuntur Viajes con un clic.",
    canonicalPath: "/suscribirse/baja",
    noIndex: true,
  });

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData) return <NewsletterLinkResult view={actionData.view} resubscribe={actionData.view.tone !== "error"} />;
  const { token, view } = loaderData;
  return (
    <NewsletterLinkResult view={view} resubscribe={!token && view.tone !== "error"}>
      {token ? (
        <Form method="post" action={`?token=${encodeURIComponent(token)}`}>
          <input type="hidden" name="token" value={token} />
          <Button type="submit" variant="accent" size="lg">
            Darme de baja
          </Button>
        </Form>
      ) : null}
    </NewsletterLinkResult>
  );
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("cache-control") ? actionHeaders : loaderHeaders;
