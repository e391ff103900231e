import { useId } from "react";

/**
 * The accessibility wiring a native field shares: its id (given or generated), whether it is invalid (an error
 * message or `isInvalid`), the ids its description and error text get, and the input's id and ARIA props.
 */
export function useFieldState(props: {
  id?: string | undefined;
  errorMessage?: string | undefined;
  isInvalid?: boolean | undefined;
  isRequired?: boolean | undefined;
  hasDescription?: boolean;
}) {
  const ownId = useId();
  const inputId = props.id ?? ownId;
  const invalid = Boolean(props.errorMessage) || Boolean(props.isInvalid);
  const descriptionId = props.hasDescription ? `${inputId}-descripcion` : undefined;
  const errorId = invalid && props.errorMessage ? `${inputId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  /** Spread on the native input: its id and ARIA state. */
  const inputProps = {
    id: inputId,
    "aria-required": props.isRequired || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
  };
  return { inputId, invalid, descriptionId, errorId, inputProps };
}
