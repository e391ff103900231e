import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { CheckoutActionData } from "./checkout-actions.server.ts";
import type { CheckoutPageData } from "./checkout-data.server.ts";
import { BenefitsStep, FamilyChangeForm } from "./benefits-step.tsx";
import { CheckoutGone, legLabels } from "./checkout-page.tsx";
import { CheckoutSidebar, CheckoutTotalBar } from "./checkout-sidebar.tsx";
import { HoldOutcomeNotice, PassengerFields, useClientCheck } from "./passengers-step.tsx";
import { PriceChangeNotice } from "#app/features/orders/order-actions-ui.tsx";
import { ReviewStep } from "./review-step.tsx";
import { travellerChoices } from "./saved-travellers.ts";

/** /booking/v2: benefits, passengers and review on one page; the same services and rules as /booking. */
export function OnePageCheckout({ page, result }: { page: CheckoutPageData; result: CheckoutActionData | undefined }) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit, onChange } = useClientCheck(page);
  const errors = clientErrors ?? (result?.kind === "invalid" ? result.errors : {});
  const key = result && "idempotencyKey" in result ? result.idempotencyKey : page.idempotencyKey;
  let content;
  if (page.booking) {
    content = (
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
  } else if (!page.priced) {
    content = <CheckoutGone searchUrl={page.searchUrl} />;
  } else if (page.entryPriceChange) {
    content = <PriceChangeNotice change={page.entryPriceChange} backUrl={page.searchUrl ?? "/vuelos"} />;
  } else {
    content = (
      <>
        <FamilyChangeForm />
        <Form
          method="post"
          noValidate
          onSubmit={onSubmit}
          onChange={(event) => onChange(event, errors)}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="intent" value="one-page" />
          <input type="hidden" name="idempotencyKey" value={key} />
          <input type="hidden" name="fareFamilyCode" value={page.priced.fareFamily.code} />
          {clientErrors && Object.keys(clientErrors).length > 0 ? (
            <div role="alert" className="rounded-control border border-danger bg-red-50 p-4 text-danger">
              Revisa los campos marcados.
            </div>
          ) : (
            <HoldOutcomeNotice result={result} signedIn={page.signedIn} />
          )}
          <BenefitsStep
            embedded
            family={page.priced.fareFamily}
            families={page.families}
            currentTotalMinor={page.priced.price.totalMinor}
            legs={legLabels(page)}
            assistance={page.assistance}
            withAssistance={page.withAssistance}
            rate={page.rate}
          />
          <h2 className="mt-2 text-xl font-bold text-ink">Pasajeros</h2>
          <PassengerFields
            passengerTypes={page.passengerTypes}
            lastFlightDate={page.lastFlightDate}
            today={page.today}
            idempotencyKey={key}
            saved={travellerChoices(page.savedTravellers)}
            signedIn={page.signedIn}
            result={result}
            searchUrl={page.searchUrl}
            contactDefaults={page.contactDefaults}
            errors={errors}
          />
          <Button
            type="submit"
            variant="accent"
            size="lg"
            className="self-end"
            isPending={navigation.state === "submitting"}
          >
            Separar mi reserva
          </Button>
        </Form>
      </>
    );
  }
  return (
    <div id="contenido" className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-extrabold text-ink">{page.booking ? "Revisar y pagar" : "Completa tu compra"}</h1>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-4">{content}</div>
        {page.summary && page.amounts ? (
          <CheckoutSidebar summary={page.summary} amounts={page.amounts} airports={page.airports} />
        ) : null}
      </div>
      {page.amounts ? <CheckoutTotalBar amounts={page.amounts} /> : null}
    </div>
  );
}
