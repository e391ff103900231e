import { Link } from "react-router";
import type { CheckoutPageData } from "./checkout-data.server.ts";
import type { CheckoutActionData } from "./checkout-actions.server.ts";
import { BenefitsStep, type LegLabel } from "./benefits-step.tsx";
import { CheckoutSidebar, CheckoutTotalBar } from "./checkout-sidebar.tsx";
import { CheckoutStepper, STEP_NAMES } from "./checkout-stepper.tsx";
import { PassengersStep } from "./passengers-step.tsx";
import { ReviewStep } from "./review-step.tsx";
import { travellerChoices } from "./saved-travellers.ts";
import { GONE_TEXT } from "./checkout-notice.ts";
import { PriceChangeNotice } from "#app/features/orders/order-actions-ui.tsx";

export function legLabels(page: CheckoutPageData): LegLabel[] {
  const city = (code: string) => page.airports[code]?.city ?? code;
  const slices = page.priced?.offer.slices ?? [];
  return slices.map((slice, index) => ({
    label: index === 0 ? "Ida" : slices.length === 2 ? "Vuelta" : `Tramo ${String(index + 1)}`,
    route: `${city(slice.origin)} → ${city(slice.destination)}`,
  }));
}

/** The offer can no longer be sold and nothing holds it: say so and offer the same search. */
export function CheckoutGone({ searchUrl }: { searchUrl: string | null }) {
  return (
    <div role="alert" className="rounded-card border border-warning bg-amber-50 p-4 text-ink">
      <p className="font-bold">{GONE_TEXT}</p>
      <p className="mt-1 text-sm">El precio o los asientos de tu selección ya no están disponibles.</p>
      <Link to={searchUrl ?? "/vuelos"} className="mt-2 inline-block font-semibold text-brand-700 underline">
        Ver otros vuelos de tu búsqueda
      </Link>
    </div>
  );
}

function StepContent({ page, result }: { page: CheckoutPageData; result: CheckoutActionData | undefined }) {
  if (page.booking) {
    return (
      <ReviewStep
        booking={page.booking}
        renderedAt={page.renderedAt}
        searchUrl={page.searchUrl}
        signedIn={page.signedIn}
        priceChange={page.priceChange}
        result={result}
        amounts={page.amounts}
        promoCode={page.promoCode}
      />
    );
  }
  if (!page.priced) return <CheckoutGone searchUrl={page.searchUrl} />;
  // A re-price away from the chosen total is accepted (or left) before any step goes on.
  if (page.entryPriceChange)
    return <PriceChangeNotice change={page.entryPriceChange} backUrl={page.searchUrl ?? "/vuelos"} />;
  if (page.step === 1) {
    return (
      <BenefitsStep
        family={page.priced.fareFamily}
        families={page.families}
        currentTotalMinor={page.priced.price.totalMinor}
        legs={legLabels(page)}
        assistance={page.assistance}
        withAssistance={page.withAssistance}
        rate={page.rate}
      />
    );
  }
  return (
    <PassengersStep
      passengerTypes={page.passengerTypes}
      lastFlightDate={page.lastFlightDate}
      today={page.today}
      idempotencyKey={page.idempotencyKey}
      saved={travellerChoices(page.savedTravellers)}
      signedIn={page.signedIn}
      result={result}
      searchUrl={page.searchUrl}
      contactDefaults={page.contactDefaults}
    />
  );
}

/** /booking: the stepper, the current step and the summary sidebar. */
export function CheckoutPage({ page, result }: { page: CheckoutPageData; result: CheckoutActionData | undefined }) {
  const step = page.booking ? 3 : page.step;
  return (
    <div id="contenido" className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-extrabold text-ink">{STEP_NAMES[step]}</h1>
      <div className="mt-3">
        <CheckoutStepper step={step} stepReached={page.stepReached} locked={Boolean(page.booking)} />
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div>
          <StepContent page={page} result={result} />
        </div>
        {page.summary && page.amounts ? (
          <CheckoutSidebar summary={page.summary} amounts={page.amounts} airports={page.airports} />
        ) : null}
      </div>
      {page.amounts ? <CheckoutTotalBar amounts={page.amounts} /> : null}
    </div>
  );
}
