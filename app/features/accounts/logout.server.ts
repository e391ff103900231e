import { getDb } from "#db";
import { deleteSession, DEV_SESSION_COOKIE, SECURE_SESSION_COOKIE } from "./session-service.server.ts";

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/**
 * Ends the request's session server-side and returns the Set-Cookie headers that clear it. The cookie's name
 * tells its attributes (`__Host-` is always Secure), so no configuration is needed here.
 */
export async function logoutFromRequest(request: Request): Promise<Headers> {
  const header = request.headers.get("cookie") ?? "";
  const headers = new Headers();
  for (const name of [SECURE_SESSION_COOKIE, DEV_SESSION_COOKIE]) {
    const token = cookieValue(header, name);
    if (token === undefined) continue;
    if (token) await deleteSession(getDb(), token);
    const secure = name === SECURE_SESSION_COOKIE ? "; Secure" : "";
    headers.append(
      "Set-Cookie",
      `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return headers;
}
