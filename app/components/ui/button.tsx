import type { ComponentProps } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-styles.ts";

export { buttonClasses, type ButtonSize, type ButtonVariant };

export type ButtonProps = Omit<ComponentProps<"button">, "className" | "disabled" | "onClick"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Pressed with a pointer, Enter or Space. */
  onPress?: () => void;
  isDisabled?: boolean;
  /** Work in progress: stays focusable, ignores presses, and says so to screen readers (aria-busy). */
  isPending?: boolean;
};

/**
 * The site's button: a native <button> (keyboard, focus and forms for free, no script to hydrate) with the
 * design system's look. Defaults to type="button"; a submit button says so.
 */
export function Button({
  variant,
  size,
  className,
  onPress,
  isDisabled = false,
  isPending = false,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onClick={(event) => {
        if (isPending) {
          event.preventDefault();
          return;
        }
        onPress?.();
      }}
      className={buttonClasses(variant, size, className)}
    />
  );
}
