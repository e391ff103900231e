import type { ComponentProps } from "react";
import { Link as RouterLink } from "react-router";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-styles.ts";
import { cx } from "./cx.ts";

type LinkProps = ComponentProps<typeof RouterLink> & { appearance?: "text" | ButtonVariant; size?: ButtonSize };

/** In-app link (client navigation). `appearance` styles it as text or as a button. */
export function Link({ appearance = "text", size, className, ...props }: LinkProps) {
  const classes =
    appearance === "text"
      ? cx("text-brand-700 underline underline-offset-2 hover:text-brand-900", className)
      : buttonClasses(appearance, size, className);
  return <RouterLink {...props} className={classes} />;
}

type ExternalLinkProps = ComponentProps<"a"> & { newTab?: boolean };

/** Link to another site; in a new tab it says so to screen readers and keeps the opener safe. */
export function ExternalLink({ newTab = true, children, className, ...props }: ExternalLinkProps) {
  return (
    <a
      {...props}
      className={className ?? "text-brand-700 underline underline-offset-2 hover:text-brand-900"}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
      {newTab ? <span className="sr-only"> (se abre en una nueva pestaña)</span> : null}
    </a>
  );
}
