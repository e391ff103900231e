import { redirect, type RouterContextProvider } from "react-router";
import { requestContext, type SessionUser } from "#request-context";

/** The signed-in user of a profile page; visitors go home with the login dialog open and come back after. */
export function requireProfileUser(context: Readonly<RouterContextProvider>, request: Request): SessionUser {
  const { user } = context.get(requestContext);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/?iniciar-sesion=1&volver=${encodeURIComponent(url.pathname + url.search)}`);
}
