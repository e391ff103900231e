/** SPEC 4 and 9: home offers show 4 (1 on mobile) collapsed, grow by 4, and stop at 8 per tab. */
export const OFFERS_COLLAPSED_DESKTOP = 4;
export const OFFERS_COLLAPSED_MOBILE = 1;
export const OFFERS_INCREMENT = 4;
export const OFFERS_MAX_PER_TAB = 8;
/** "Mobile" for the offers is a viewport under 768 px. */
export const OFFERS_MOBILE_QUERY = "(max-width: 767.98px)";
/** SPEC 9: the loading indicator clears 800 ms after the response. */
export const OFFERS_LOADING_CLEAR_MS = 800;

export function collapsedCount(isMobile: boolean): number {
  return isMobile ? OFFERS_COLLAPSED_MOBILE : OFFERS_COLLAPSED_DESKTOP;
}

/** How many offers a tab can ever show. */
export function maxVisible(total: number): number {
  return Math.min(total, OFFERS_MAX_PER_TAB);
}

/** Offers shown after 'Ver más ofertas' has been pressed `expansions` times. */
export function visibleCount(total: number, isMobile: boolean, expansions: number): number {
  return Math.min(maxVisible(total), collapsedCount(isMobile) + expansions * OFFERS_INCREMENT);
}

/** The toggle: 'Ver más ofertas' while more can be shown, 'Ver menos' once all are; none when nothing is hidden. */
export function toggleState(total: number, isMobile: boolean, expansions: number): "more" | "less" | "none" {
  if (maxVisible(total) <= collapsedCount(isMobile)) return "none";
  return visibleCount(total, isMobile, expansions) < maxVisible(total) ? "more" : "less";
}
