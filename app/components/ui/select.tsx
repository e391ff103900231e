import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import type { Key } from "react-aria-components";
import { cx } from "./cx.ts";
import { controlClass, fieldErrorClass, fieldLabelClass } from "./field-styles.ts";
import { lazyComponent } from "./lazy.tsx";

export type SelectOption = { id: string; label: string };

export type SelectProps = {
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  /** The chosen option's id (controlled); `null` shows the placeholder. */
  value?: Key | null;
  defaultValue?: Key | null;
  onChange?: (key: Key | null) => void;
  placeholder?: string;
  errorMessage?: string | undefined;
  isInvalid?: boolean;
  isDisabled?: boolean;
  className?: string;
};

/** React Aria's own placeholder for a select in Spanish, for a select that names none. */
const DEFAULT_PLACEHOLDER = "Seleccionar un artículo";

/** The list box in its popover: React Aria's overlay, list and selection code, fetched when a select first opens. */
const SelectListbox = lazyComponent(
  () => import("./select-listbox.tsx"),
  (module) => module.SelectListbox,
);

export type SelectListboxProps = {
  triggerRef: RefObject<HTMLButtonElement | null>;
  labelId: string;
  options: ReadonlyArray<SelectOption>;
  selectedKey: Key | null;
  /** Which option gets the focus when it opens (the selected one always wins, as in React Aria's Select). */
  focusStrategy: true | "first" | "last";
  onSelect: (key: Key) => void;
  onClose: () => void;
};

const TYPEAHEAD_RESET_MS = 1000;

/**
 * Accessible select: a button that shows the value (label and value are its name) and opens a list box in a
 * popover, the markup and keyboard of React Aria's Select (arrows open it, typing a letter picks the next option
 * that starts with it). Only the button is part of the page's first load; the list box's code is fetched when it
 * is first hovered, focused or opened.
 */
export function Select({
  label,
  options,
  value,
  defaultValue = null,
  onChange,
  placeholder = DEFAULT_PLACEHOLDER,
  errorMessage,
  isInvalid,
  isDisabled,
  className,
}: SelectProps) {
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [ownValue, setOwnValue] = useState<Key | null>(defaultValue);
  const [open, setOpen] = useState<false | SelectListboxProps["focusStrategy"]>(false);
  const typed = useRef({ text: "", at: 0 });
  const selectedKey = value === undefined ? ownValue : value;
  const selected = options.find((option) => option.id === selectedKey);
  const invalid = Boolean(errorMessage) || Boolean(isInvalid);
  const ids = { label: `${id}-label`, value: `${id}-value`, error: `${id}-error` };

  const choose = (key: Key | null) => {
    if (value === undefined) setOwnValue(key);
    onChange?.(key);
  };
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => triggerRef.current?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(event.key === "ArrowDown" ? "first" : "last");
      return;
    }
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    // Type to select while closed: the next option whose label starts with what was typed in the last second.
    const now = Date.now();
    const text = (now - typed.current.at > TYPEAHEAD_RESET_MS ? "" : typed.current.text) + event.key;
    typed.current = { text, at: now };
    if (event.key === " " && text.length === 1) return;
    event.preventDefault();
    const collator = new Intl.Collator("es-PE", { usage: "search", sensitivity: "base" });
    const start = options.findIndex((option) => option.id === selectedKey);
    const order = [...options.slice(start + (text.length === 1 ? 1 : 0)), ...options.slice(0, Math.max(start, 0))];
    const match = order.find((option) => collator.compare(option.label.slice(0, text.length), text) === 0);
    if (match && match.id !== selectedKey) choose(match.id);
  };

  return (
    <div className={cx("flex flex-col gap-1", className)} data-invalid={invalid || undefined}>
      {/* As in React Aria's Select, a click on the label focuses the button; keyboard users reach the button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <span id={ids.label} className={fieldLabelClass} onClick={() => triggerRef.current?.focus()}>
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        aria-labelledby={`${ids.value} ${ids.label}`}
        aria-describedby={errorMessage ? ids.error : undefined}
        aria-haspopup="listbox"
        aria-expanded={Boolean(open)}
        onPointerEnter={SelectListbox.preload}
        onFocus={SelectListbox.preload}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className={cx(controlClass, "flex items-center justify-between text-left")}
      >
        <span
          id={ids.value}
          className="truncate data-[placeholder]:text-slate-500"
          data-placeholder={selected ? undefined : true}
        >
          {selected ? selected.label : placeholder}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-muted" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
        </svg>
      </button>
      {errorMessage ? (
        <span id={ids.error} className={fieldErrorClass}>
          {errorMessage}
        </span>
      ) : null}
      {open ? (
        <SelectListbox
          triggerRef={triggerRef}
          labelId={ids.label}
          options={options}
          selectedKey={selectedKey}
          focusStrategy={open}
          onSelect={(key) => {
            choose(key);
            close();
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

export type { Key };
