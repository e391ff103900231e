/**
 * A flight+hotel basket's money before and at its hold (decision 060): the bundle's discount on the hotel and the
 * basket's amounts through the order core's one money function, so the results, the checkout and the order page
 * show the same figures to the cent in both currencies.
 *
 * The discount is the configured percentage of the hotel's price, rounded up by at most (travellers - 1) cents so
 * that the basket's total splits evenly: the per-person price times the travellers is the total, exactly. Without a
 * discount the per-person figure is an average, and the page says so.
 */
import type { ExchangeRate, ItemLine, OrderAmounts } from "#app/features/orders/order-contract.ts";
import { percentDiscount, previewOrderAmounts, type PreviewAdjustment } from "#app/features/orders/index.ts";

/** The label of the bundle's discount line, under the hotel. */
export const BUNDLE_DISCOUNT_LABEL = "Descuento vuelo + hotel";

/** The bundle's discount on a stay of `hotelMinor` sold with a flight of `flightMinor` (charge currency, US$). */
export function bundleDiscountMinor(flightMinor: number, hotelMinor: number, percent: number, travellers: number) {
  const base = percentDiscount(hotelMinor, percent, hotelMinor);
  if (base === 0 || travellers < 1) return base;
  const remainder = (flightMinor + hotelMinor - base) % travellers;
  // Rounded up to the even split unless that would exceed the stay's own price (then the figure is an average).
  return base + remainder <= hotelMinor ? base + remainder : base;
}

/** The discount as the order records it: a fixed amount on the hotel item (the money function takes it there). */
export function bundleAdjustment(discountMinor: number, hotelItemIndex: number): PreviewAdjustment {
  return {
    kind: "bundle",
    rule: { type: "fixed", amountMinor: -discountMinor, currency: "USD" },
    label: BUNDLE_DISCOUNT_LABEL,
    itemIndex: hotelItemIndex,
  };
}

const sum = (lines: readonly ItemLine[]) => lines.reduce((total, line) => total + line.amountMinor, 0);

export type BasketAmounts = {
  amounts: OrderAmounts;
  flightMinor: number;
  hotelMinor: number;
  discountMinor: number;
  discountPercent: number;
  travellers: number;
  /** The total per traveller (charge currency); `perPersonExact` when it times the travellers is the total. */
  perPersonMinor: number;
  perPersonExact: boolean;
};

/** The basket's amounts: the flight's lines, the stay's lines less the bundle's discount, at `exchangeRate`. */
export function basketAmounts(input: {
  flightLines: ItemLine[];
  hotelLines: ItemLine[];
  discountPercent: number;
  travellers: number;
  exchangeRate: ExchangeRate;
}): BasketAmounts {
  const flightMinor = sum(input.flightLines);
  const hotelMinor = sum(input.hotelLines);
  const discountMinor = bundleDiscountMinor(flightMinor, hotelMinor, input.discountPercent, input.travellers);
  const amounts = previewOrderAmounts(
    [
      { product: "flight", currency: "USD", lines: input.flightLines },
      { product: "hotel", currency: "USD", lines: input.hotelLines },
    ],
    input.exchangeRate,
    discountMinor > 0 ? [bundleAdjustment(discountMinor, 1)] : [],
  );
  const total = amounts.total.chargeMinor;
  const travellers = Math.max(1, input.travellers);
  return {
    amounts,
    flightMinor,
    hotelMinor,
    discountMinor,
    discountPercent: input.discountPercent,
    travellers,
    perPersonMinor: Math.round(total / travellers),
    perPersonExact: total % travellers === 0,
  };
}
