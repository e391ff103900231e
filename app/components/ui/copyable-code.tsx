import { useRef, useState } from "react";
import { buttonClasses } from "./button-styles.ts";
import { cx } from "./cx.ts";

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A code to type elsewhere (a payment code at the bank): selectable text, and a "Copiar código" button that says
 * "Código copiado" through a polite live region. The button needs JavaScript and is hidden without it.
 */
export function CopyableCode({ code, className }: { code: string; className?: string }) {
  const [message, setMessage] = useState("");
  const text = useRef<HTMLElement>(null);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <strong ref={text} data-testid="cash-code" className={cx("select-all", className)}>
        {code}
      </strong>
      <button
        type="button"
        data-js-only
        className={buttonClasses("secondary", "sm")}
        onClick={() => {
          void copyText(code).then((copied) => {
            // No Clipboard API (an insecure origin, an old browser): the code is selected for the customer to copy.
            if (!copied && text.current) window.getSelection()?.selectAllChildren(text.current);
            setMessage(copied ? "Código copiado" : "Código seleccionado: cópialo con Ctrl+C o mantenlo pulsado.");
          });
        }}
      >
        Copiar código
      </button>
      <span role="status" className="text-sm font-semibold">
        {message}
      </span>
    </span>
  );
}
