/** The internal path of the interstitial that announces a partner site before leaving for it (issue 17). */
export function partnerRedirectPath(url: string): string {
  return `/redireccionando?url=${encodeURIComponent(url)}`;
}
