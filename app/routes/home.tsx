import { buildMeta } from "../utils/seo.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Kuntur Viajes | Vuelos, hoteles, paquetes y seguros de viaje",
    description:
      "Encuentra vuelos baratos, hoteles, paquetes turísticos y seguros de viaje con Kuntur Viajes, tu agencia de viajes en Perú.",
  });

export default function Home() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-brand-700">Viaja con Kuntur Viajes</h1>
      <p className="mt-2 text-lg">Vuelos, hoteles, paquetes y seguros de viaje con la confianza de nuestras tiendas.</p>
    </section>
  );
}
