/** The order code a customer reads and types: 6 characters, no 0/O nor 1/I/L, so it cannot be misheard. */
import { randomInt } from "node:crypto";

export const ORDER_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const ORDER_CODE_LENGTH = 6;

/** A new random code (31^6 codes: placement draws again on the rare collision). */
export function newOrderCode(): string {
  let code = "";
  for (let index = 0; index < ORDER_CODE_LENGTH; index++)
    code += ORDER_CODE_ALPHABET.charAt(randomInt(ORDER_CODE_ALPHABET.length));
  return code;
}
