import type { DepositOffer } from '@/server/checkout/deposit-offer';

/** The deposit's terms as the shopper reads them before reserving (spec 1 §9). */
export function DepositTerms({ offer }: { offer: DepositOffer }) {
  const { depositCents, deposit, card, holdHours } = offer;
  return (
    <section aria-labelledby="deposit-heading" className="rounded-brand border border-line p-4">
      <h2 id="deposit-heading" className="font-bold text-xl">
        {depositCents > 0 ? `Your ${deposit} deposit` : 'No deposit needed'}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {depositCents > 0 ? (
          <li>100% refundable: cancel any time before you buy and you get it all back.</li>
        ) : null}
        <li>We hold it for you for {holdHours} hours: nobody else can reserve or buy it.</li>
        {card ? (
          <li>You pay by card on Stripe's secure payment page next.</li>
        ) : depositCents === 0 ? null : (
          <li>
            No payment now: reserve now and pay the deposit at the dealership. We will call you to
            arrange it.
          </li>
        )}
      </ul>
    </section>
  );
}
