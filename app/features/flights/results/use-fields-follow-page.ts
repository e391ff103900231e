import { useEffect, useRef, type RefObject } from "react";

/**
 * Keeps an uncontrolled form showing the results it belongs to. After a navigation (a calendar date, a chip,
 * 'Restablecer') React updates the fields' default values but not what they show, so each field goes back to its
 * default; a select shows its `data-value`. Not on the first render: what was typed before hydration stays.
 */
export function useFieldsFollowPage(form: RefObject<HTMLFormElement | null>, page: string) {
  const rendered = useRef(page);
  useEffect(() => {
    if (rendered.current === page || !form.current) return;
    rendered.current = page;
    form.current.reset();
    for (const select of form.current.querySelectorAll<HTMLSelectElement>("select[data-value]")) {
      select.value = select.dataset.value ?? "";
    }
  }, [form, page]);
}
