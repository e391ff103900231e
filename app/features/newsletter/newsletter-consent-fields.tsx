import type { ReactNode } from "react";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { NEWSLETTER_CONSENTS } from "./newsletter-consents.ts";

export type ConsentField = "privacyPolicy" | "dataPolicy";

/** The two consents of SPEC 5.4 and the policy link, shared by the home block's form and /suscribirse. */
export function NewsletterConsentFields({
  values,
  errorOf,
  onChange,
  postedValue,
  children,
}: {
  values: Record<ConsentField, boolean>;
  errorOf: (field: ConsentField) => string | undefined;
  onChange: (field: ConsentField, checked: boolean) => void;
  /** For a plain POST form: the checkboxes get their names and post this value when checked. */
  postedValue?: string;
  /** More text after the policy link. */
  children?: ReactNode;
}) {
  const checkbox = (field: ConsentField) => (
    <Checkbox
      {...(postedValue ? { name: field, value: postedValue } : {})}
      isSelected={values[field]}
      onChange={(checked) => onChange(field, checked)}
      errorMessage={errorOf(field)}
    >
      {NEWSLETTER_CONSENTS[field]}
    </Checkbox>
  );
  return (
    <>
      {checkbox("privacyPolicy")}
      {checkbox("dataPolicy")}
      <p className="text-sm text-muted">
        Lee nuestra{" "}
        <a href="/politicas" className="text-brand-700 underline underline-offset-2">
          Política de Privacidad
        </a>
        .{children ? <> {children}</> : null}
      </p>
    </>
  );
}
