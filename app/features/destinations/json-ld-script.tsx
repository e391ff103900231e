import { useNonce } from "#app/utils/nonce.tsx";
import { serializeJsonLd } from "./destination-json-ld.ts";

/** Server-rendered structured data. Data blocks never run, but the tag carries the CSP nonce all the same. */
export function JsonLdScript({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
