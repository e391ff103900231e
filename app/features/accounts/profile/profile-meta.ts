import type { MetaDescriptor } from "react-router";
import { buildMeta } from "#app/utils/seo.ts";

type MetaArgs = Parameters<typeof buildMeta>[0];

/** Profile pages: personal, never indexed. */
export function profileMeta(args: MetaArgs, title: string, description: string): MetaDescriptor[] {
  return buildMeta(args, { title: `${title} | Kuntur Viajes`, description, noIndex: true });
}
