import { ListBox, ListBoxItem, Popover } from "react-aria-components";
import type { SelectListboxProps } from "./select.tsx";

/** The open part of Select: React Aria's popover and list box (fetched when the first select opens). */
export function SelectListbox({
  triggerRef,
  labelId,
  options,
  selectedKey,
  focusStrategy,
  onSelect,
  onClose,
}: SelectListboxProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      placement="bottom start"
      className="min-w-[--trigger-width] rounded-control border border-slate-300 bg-white shadow-lg"
    >
      <ListBox
        aria-labelledby={labelId}
        items={options}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={selectedKey === null ? [] : [selectedKey]}
        onSelectionChange={(keys) => {
          const [key] = keys === "all" ? [] : [...keys];
          if (key !== undefined) onSelect(key);
        }}
        // The list opens on a press or a key of its button: the focus moves into it, as in React Aria's Select.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusStrategy}
        shouldFocusWrap
        className="max-h-72 overflow-auto p-1 outline-none"
      >
        {(option) => (
          <ListBoxItem
            id={option.id}
            textValue={option.label}
            className="cursor-pointer rounded px-3 py-2 text-ink outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold"
          >
            {option.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
