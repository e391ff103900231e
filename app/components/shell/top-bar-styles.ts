/** One look for the top bar's links and buttons (44 px targets, visible focus). */
export const topBarActionClass =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-control px-3 text-sm font-semibold text-brand-700 outline-none hover:bg-brand-50 data-[hovered]:bg-brand-50 focus-visible:ring-4 focus-visible:ring-accent-400 data-[focus-visible]:ring-4 data-[focus-visible]:ring-accent-400";

export const iconButtonClass =
  "relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-brand-700 outline-none hover:bg-brand-50 data-[hovered]:bg-brand-50 focus-visible:ring-4 focus-visible:ring-accent-400 data-[focus-visible]:ring-4 data-[focus-visible]:ring-accent-400";
