import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext("");

/** Carries the CSP nonce of the request to the scripts the document renders (server only; "" in the browser). */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext value={value}>{children}</NonceContext>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
