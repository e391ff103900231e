import { brand } from "#app/config/brand.ts";

/** The condor mark and the brand name; `light` on the primary-coloured checkout bar. */
export function BrandLogo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const wing = tone === "light" ? "#ffffff" : brand.colors.primary;
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 48 32" className="h-8 w-12 shrink-0">
        <path d="M2 18C10 8 18 6 24 14 30 6 38 8 46 18 38 14 31 15 24 22 17 15 10 14 2 18z" fill={wing} />
        <circle cx="24" cy="10" r="3.5" fill={brand.colors.accent} />
      </svg>
      <span
        className={
          tone === "light"
            ? "text-xl leading-none font-extrabold tracking-tight text-white"
            : "text-xl leading-none font-extrabold tracking-tight text-brand-700"
        }
      >
        Kuntur <span className={tone === "light" ? "text-accent-400" : "text-accent-600"}>Viajes</span>
      </span>
    </span>
  );
}
