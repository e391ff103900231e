import { SECTIONS_A_H } from "./sections-a-h.ts";
import { SECTIONS_I_Q } from "./sections-i-q.ts";

/** The purchase conditions of /terminos-condiciones, sections A to Q in order. */
export const PURCHASE_CONDITIONS = [...SECTIONS_A_H, ...SECTIONS_I_Q];
