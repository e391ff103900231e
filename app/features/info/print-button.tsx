import { Button } from "#app/components/ui/button.tsx";

/** Opens the browser's print dialog; hidden on paper and until the page is interactive. */
export function PrintButton({ label = "Imprimir" }: { label?: string }) {
  return (
    <div data-no-print data-js-only>
      <Button variant="secondary" onPress={() => window.print()}>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M5 8V3h10v5M5 14H3V8h14v6h-2M6 11h8v6H6z" />
        </svg>
        {label}
      </Button>
    </div>
  );
}
