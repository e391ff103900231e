import type { ReactNode } from "react";
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  type MenuItemProps,
  type MenuProps,
} from "react-aria-components";

export { MenuTrigger };

/** A menu of actions or links, in a popover, with arrow-key navigation. */
export function Menu<T extends object>({ children, ...props }: MenuProps<T> & { children: ReactNode }) {
  return (
    <Popover className="min-w-48 rounded-card border border-slate-200 bg-white p-1 shadow-xl outline-none">
      <AriaMenu {...props} className="outline-none">
        {children}
      </AriaMenu>
    </Popover>
  );
}

export function MenuItem(props: Omit<MenuItemProps, "className">) {
  return (
    <AriaMenuItem
      {...props}
      className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-ink outline-none data-[focused]:bg-brand-50"
    />
  );
}
