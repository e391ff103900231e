/** The look of form labels, controls and errors (React Aria fields and native ones alike). */
export const fieldLabelClass = "text-sm font-semibold text-ink";
export const fieldErrorClass = "text-sm text-danger";
export const controlClass =
  "w-full min-h-11 rounded-control border border-slate-400 bg-white px-3 text-base text-ink placeholder:text-slate-500 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200 data-[focused]:border-brand-600 data-[focused]:ring-2 data-[focused]:ring-brand-200 data-[invalid]:border-danger data-[disabled]:bg-slate-100";
