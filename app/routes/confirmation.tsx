import { requestContext } from "#request-context";
import { EmailConfirmation } from "#app/features/accounts/email-confirmation.tsx";
import { homeMeta } from "#app/features/home/home-meta.ts";
import { HomePage } from "#app/features/home/home-page.tsx";
import { loadHome } from "#app/features/home/home-service.server.ts";
import type { Route } from "./+types/confirmation";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

// /confirmacion/:id shows the home screen (SPEC 2.1) and confirms the e-mail of the link's token (SPEC 2.4).
export async function loader({ context }: Route.LoaderArgs) {
  return loadHome({ siteUrl: context.get(requestContext).publicConfig.siteUrl });
}

// The token is personal and single-use: never indexed.
export const meta: Route.MetaFunction = (args) => homeMeta(args, { noIndex: true });

export default function Confirmation({ loaderData, params }: Route.ComponentProps) {
  return (
    <>
      <HomePage data={loaderData} />
      <EmailConfirmation token={params.id} />
    </>
  );
}
