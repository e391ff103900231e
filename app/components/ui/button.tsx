import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-styles.ts";

export { buttonClasses, type ButtonSize, type ButtonVariant };

export type ButtonProps = Omit<AriaButtonProps, "className"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** The one button of the site (React Aria: press, keyboard and focus handled alike on every device). */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClasses(variant, size, className)} />;
}
