import { cx } from "./cx.ts";

export type ButtonVariant = "primary" | "secondary" | "accent" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    "bg-brand-600 text-white hover:bg-brand-700 data-[hovered]:bg-brand-700 active:bg-brand-900 data-[pressed]:bg-brand-900",
  secondary: "bg-white text-brand-700 border border-brand-600 hover:bg-brand-50 data-[hovered]:bg-brand-50",
  accent: "bg-accent-500 text-ink hover:bg-accent-400 data-[hovered]:bg-accent-400",
  ghost: "bg-transparent text-brand-700 hover:bg-brand-50 data-[hovered]:bg-brand-50",
  danger: "bg-danger text-white hover:opacity-90 data-[hovered]:opacity-90",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-base",
  lg: "min-h-12 px-6 text-lg",
};

/** The site's button look, for React Aria buttons, native buttons and links alike. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return cx(
    "inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-colors outline-none",
    "data-[focus-visible]:ring-4 data-[focus-visible]:ring-accent-400 focus-visible:ring-4 focus-visible:ring-accent-400",
    "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 disabled:cursor-not-allowed disabled:opacity-60 cursor-pointer",
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}
