import type { Key, ReactNode } from "react";
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from "react-aria-components";
import { cx } from "./cx.ts";
import { controlClass, fieldErrorClass, fieldLabelClass } from "./field-styles.ts";

export type SelectOption = { id: string; label: string };

export type SelectProps = Omit<AriaSelectProps<SelectOption>, "className" | "children" | "items"> & {
  label: ReactNode;
  options: SelectOption[];
  errorMessage?: string | undefined;
  className?: string;
};

/** Accessible select (listbox in a popover), same look as the text inputs. */
export function Select({ label, options, errorMessage, className, ...props }: SelectProps) {
  return (
    <AriaSelect
      {...props}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      className={cx("flex flex-col gap-1", className)}
    >
      <Label className={fieldLabelClass}>{label}</Label>
      <Button className={cx(controlClass, "flex items-center justify-between text-left")}>
        <SelectValue className="truncate data-[placeholder]:text-slate-500" />
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-muted" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
        </svg>
      </Button>
      <FieldError className={fieldErrorClass}>{errorMessage}</FieldError>
      <Popover className="min-w-[--trigger-width] rounded-control border border-slate-300 bg-white shadow-lg">
        <ListBox items={options} className="max-h-72 overflow-auto p-1 outline-none">
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
    </AriaSelect>
  );
}

export type { Key };
