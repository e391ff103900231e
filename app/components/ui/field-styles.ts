/** The look of form labels, controls and errors (React Aria fields and native ones alike). */
export const fieldLabelClass = "text-sm font-semibold text-ink";
export const fieldErrorClass = "text-sm text-danger";
/**
 * A control's look: the fixed part in app/components-classes.css (a form repeats it in every field of the page's
 * HTML), the border colours as utilities, so that their order against a caller's `border-danger` stays as it was.
 */
export const controlClass =
  "kv-control border-slate-400 focus:border-brand-600 data-[focused]:border-brand-600 data-[invalid]:border-danger";
