import type { MetaDescriptor } from "react-router";

/** Every back-office page: its title and description, and never indexed. */
export function staffMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: `${title} | Gestión Kuntur Viajes` },
    { name: "description", content: description },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
