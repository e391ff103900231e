import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { formatMoney } from "#app/utils/money.ts";

/** A product's re-price between the customer's choice and its checkout: the two totals (charge currency) and why. */
export type PriceChange = { oldTotalMinor: number; newTotalMinor: number; reason: string };

const usd = (minor: number) => formatMoney(minor, "USD", { alwaysDecimals: true });

/**
 * The price moved between the customer's choice and the checkout (decision 052), for every product: the old and new
 * totals, why, and the two ways on. Accept is a plain form post (so it works before hydration and without
 * JavaScript) of `intent=accept-price` with the total it shows (`acceptedTotalMinor`), to the page's own action;
 * the other way is a link back to the results. Over a form the customer had filled, the accept carries what they typed
 * (`carry`), so the form comes back with it.
 */
export function PriceChangeNotice({
  change,
  backUrl,
  carry = {},
}: {
  change: PriceChange;
  backUrl: string;
  carry?: Record<string, string>;
}) {
  return (
    <section
      role="alert"
      aria-labelledby="precio-cambio"
      className="rounded-card border border-warning bg-amber-50 p-4 text-ink"
    >
      <h2 id="precio-cambio" className="text-lg font-bold">
        El precio cambió de {usd(change.oldTotalMinor)} a {usd(change.newTotalMinor)}
      </h2>
      <p className="mt-1">{change.reason}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Form method="post">
          {Object.entries(carry).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="intent" value="accept-price" />
          <input type="hidden" name="acceptedTotalMinor" value={change.newTotalMinor} />
          <Button type="submit" variant="accent">
            Continuar con {usd(change.newTotalMinor)}
          </Button>
        </Form>
        <Link to={backUrl} className="font-semibold text-brand-700 underline">
          Volver a los resultados
        </Link>
      </div>
    </section>
  );
}
