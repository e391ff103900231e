import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cardClass } from "#app/features/staff/staff-frame.tsx";
import { CONFIRMED_FIELD, type OrderIntent } from "./order-desk-schemas.ts";

/**
 * The second step of a confirmed intent: the question with its figures, "Sí" posts the same values again with the
 * version of the first press (a change in between is still a conflict), "No" goes back to the page. A plain form:
 * it works without JavaScript; with it, the question takes the focus so a keyboard user lands on it.
 */
export function ConfirmStep({
  intent,
  title,
  question,
  asked,
  yes,
}: {
  intent: OrderIntent;
  title: string;
  question: string;
  /** The first press: its version and values, posted again as they were. */
  asked: { version: string; values: Record<string, string> };
  yes: string;
}) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className={`${cardClass} flex flex-col gap-4`} aria-label={title}>
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold" data-testid="confirm-question">
        {question}
      </h3>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={asked.version} />
      <input type="hidden" name={CONFIRMED_FIELD} value="si" />
      {Object.entries(asked.values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="primary" isPending={pending}>
          {yes}
        </Button>
        <Link to={pathname} className="self-center font-semibold text-brand-700 underline">
          No
        </Link>
      </div>
    </Form>
  );
}
