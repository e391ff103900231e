/** A key figure of a promotion shown beside its terms, e.g. { label: "Tope de descuento", value: "US$ 400" }. */
export type PromotionFigure = { label: string; value: string };
/** One titled block of a promotion's legal terms: its paragraphs, in order. */
export type PromotionTermsSection = { title: string; paragraphs: string[] };
