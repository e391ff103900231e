import { useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { cx } from "./cx.ts";
import { controlClass, fieldErrorClass, fieldLabelClass } from "./field-styles.ts";

export type PopoverFieldControls = {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Closes the popover (Escape and outside clicks are handled by the popover itself). */
  dismiss: () => void;
  /** Closes it and gives the focus back to the field, for a 'Listo' button inside. */
  close: () => void;
};

/** What a field passes as `noScript` in the browser build: the server rendered the stand-in. */
export const SERVER_RENDERED = (): ReactNode => null;

export type PopoverFieldProps = {
  label: string;
  /** What the field shows. */
  summary: ReactNode;
  /** What a screen reader hears after the label, when it differs from the summary (a date written out). */
  valueText?: string;
  icon?: ReactNode;
  errorMessage?: string | undefined;
  className?: string;
  /** Starts loading the popover's code (hover or focus of the field). */
  preload?: () => void;
  /** The popover, rendered only while open. */
  children: (controls: PopoverFieldControls) => ReactNode;
  /**
   * Native controls that take the button's place without JavaScript (a form that also posts natively), labelled by
   * the field's label (its id is given); the button is then not shown there. Only the server calls it: pass
   * `import.meta.env.SSR ? render : SERVER_RENDERED` so that the browser bundle does not carry the render.
   */
  noScript?: ((labelId: string) => ReactNode) | undefined;
};

/**
 * A form field that is a plain button showing its value and opening a popover to change it (dates, passengers,
 * rooms): the label and the value are its accessible name, the error is linked to it, and nothing but the button
 * hydrates until it is opened.
 */
export function PopoverField({
  label,
  summary,
  valueText,
  icon,
  errorMessage,
  className,
  preload,
  children,
  noScript,
}: PopoverFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dismiss = () => setOpen(false);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => triggerRef.current?.focus());
  };
  return (
    <div className={cx("flex flex-col gap-1", className)}>
      <span id={`${id}-label`} className={fieldLabelClass}>
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...(errorMessage ? { "aria-describedby": `${id}-error`, "data-invalid": "true" } : {})}
        {...(noScript ? { "data-needs-js": "" } : {})}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        className={cx(
          controlClass,
          "flex cursor-pointer items-center gap-2 text-left focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-200",
          errorMessage ? "border-danger" : undefined,
        )}
      >
        {icon}
        {valueText === undefined ? (
          <span id={`${id}-value`} className="truncate">
            {summary}
          </span>
        ) : (
          <>
            <span aria-hidden="true" className="truncate">
              {summary}
            </span>
            <span id={`${id}-value`} className="sr-only">
              {valueText}
            </span>
          </>
        )}
      </button>
      {/* Rendered by the server only: the browser never shows <noscript> content when it runs the app. */}
      {noScript ? <noscript>{import.meta.env.SSR ? noScript(`${id}-label`) : null}</noscript> : null}
      {open ? <OpenPopover render={children} triggerRef={triggerRef} dismiss={dismiss} close={close} /> : null}
      {errorMessage ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}

function OpenPopover({ render, ...controls }: PopoverFieldControls & { render: PopoverFieldProps["children"] }) {
  return render(controls);
}
