import type { ReactNode } from "react";
import { Link } from "react-router";
import { classifyAddress } from "./content-tabs.ts";

/** A link from managed content: in-app for a path, to another site (optionally a new tab) otherwise. */
export function ContentLink({
  href,
  newTab = false,
  className,
  children,
}: {
  href: string;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const target = classifyAddress(href, "");
  if (!target) return <span className={className}>{children}</span>;
  if (target.internal) {
    return (
      <Link to={target.href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} className={className} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
      {newTab ? <span className="sr-only"> (se abre en una nueva pestaña)</span> : null}
    </a>
  );
}
