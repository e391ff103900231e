/**
 * Test code only: routes the SDK's https://api.mercadopago.com to the local fake (tests/fakes/mercadopago-api.ts) by
 * wrapping the global fetch.
 */
import { vi } from "vitest";
import { startFakeMercadoPago, type FakeMercadoPago } from "./mercadopago-api.ts";

export type { FakeMercadoPago, FakePayment } from "./mercadopago-api.ts";

export async function installFakeMercadoPago(): Promise<FakeMercadoPago> {
  const fake = await startFakeMercadoPago();
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.toString() : input.url;
    return realFetch(url.replace("https://api.mercadopago.com", fake.base), init);
  });
  return {
    ...fake,
    close: async () => {
      vi.unstubAllGlobals();
      await fake.close();
    },
  };
}
