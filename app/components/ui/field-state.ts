import { useId } from "react";

/**
 * The accessibility wiring a native field shares: its id (given or generated), whether it is invalid (an error
 * message or `isInvalid`), and the ids its description and error text get, joined for `aria-describedby`.
 */
export function useFieldState(props: {
  id?: string | undefined;
  errorMessage?: string | undefined;
  isInvalid?: boolean | undefined;
  hasDescription?: boolean;
}) {
  const ownId = useId();
  const inputId = props.id ?? ownId;
  const invalid = Boolean(props.errorMessage) || Boolean(props.isInvalid);
  const descriptionId = props.hasDescription ? `${inputId}-descripcion` : undefined;
  const errorId = invalid && props.errorMessage ? `${inputId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return { inputId, invalid, descriptionId, errorId, describedBy };
}
