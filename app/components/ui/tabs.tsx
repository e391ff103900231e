import type { ReactNode } from "react";
import {
  Tab as AriaTab,
  TabList,
  TabPanel,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from "react-aria-components";
import { cx } from "./cx.ts";

export type TabItem = { id: string; label: ReactNode; content?: ReactNode; href?: string };

export type TabsProps = Omit<AriaTabsProps, "className" | "children"> & {
  items: TabItem[];
  label: string;
  className?: string;
};

export const tabClass =
  "cursor-pointer whitespace-nowrap rounded-t-control px-4 py-3 text-base font-semibold text-muted outline-none data-[hovered]:text-brand-700 data-[selected]:border-b-4 data-[selected]:border-accent-500 data-[selected]:text-brand-700 data-[focus-visible]:ring-4 data-[focus-visible]:ring-accent-400";

/** Tabs with arrow-key navigation; a tab with `href` navigates (router-aware through RouterProvider). */
export function Tabs({ items, label, className, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className={cx("flex flex-col", className)}>
      <TabList aria-label={label} items={items} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {(item) => (
          <AriaTab id={item.id} {...(item.href ? { href: item.href } : {})} className={tabClass}>
            {item.label}
          </AriaTab>
        )}
      </TabList>
      {items.map((item) =>
        item.content === undefined ? null : (
          <TabPanel
            key={item.id}
            id={item.id}
            className="pt-4 outline-none data-[focus-visible]:ring-4 data-[focus-visible]:ring-accent-400"
          >
            {item.content}
          </TabPanel>
        ),
      )}
    </AriaTabs>
  );
}
