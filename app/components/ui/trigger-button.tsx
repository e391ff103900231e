import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-styles.ts";

/**
 * A React Aria button, for the one place a native one cannot go: as the trigger of a React Aria DialogTrigger or
 * MenuTrigger, which press it through their own context. Everywhere else use Button.
 */
export function TriggerButton({
  variant,
  size,
  className,
  ...props
}: Omit<AriaButtonProps, "className"> & { variant?: ButtonVariant; size?: ButtonSize; className?: string }) {
  return <AriaButton {...props} className={buttonClasses(variant, size, className)} />;
}
