/**
 * Who may open a policy's /conformidad page: the browser that bought it (an HttpOnly cookie with the policy's access
 * token) or whoever follows the e-mail's link (the same token, then moved into the cookie and out of the URL).
 */
export const ACCESS_COOKIE = "kv_seguro";
const MAX_AGE_SECONDS = 30 * 24 * 3600;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function accessCookie(policyNumber: string, token: string, siteUrl: string): string {
  const secure = siteUrl.startsWith("https:") ? "; Secure" : "";
  return `${ACCESS_COOKIE}=${policyNumber}.${token}; Path=/; Max-Age=${String(MAX_AGE_SECONDS)}; HttpOnly; SameSite=Lax${secure}`;
}

/** The token this browser holds for `policyNumber`, or null. */
export function accessTokenFrom(cookieHeader: string | null, policyNumber: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== ACCESS_COOKIE) continue;
    const value = rest.join("=");
    const dot = value.lastIndexOf(".");
    if (value.slice(0, dot) === policyNumber && TOKEN_PATTERN.test(value.slice(dot + 1))) return value.slice(dot + 1);
  }
  return null;
}

export const isAccessToken = (value: string | null): value is string => value !== null && TOKEN_PATTERN.test(value);
