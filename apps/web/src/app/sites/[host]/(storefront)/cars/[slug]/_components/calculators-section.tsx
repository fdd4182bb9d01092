import type { ReactNode } from 'react';

/** Spec 1 §2 item 8: the fuel and delivery calculators side by side. */
export function CalculatorsSection({ fuel, delivery }: { fuel: ReactNode; delivery: ReactNode }) {
  if (!fuel && !delivery) return null;
  return (
    <section aria-labelledby="calculators" className="scroll-mt-20">
      <h2 id="calculators" className="sr-only">
        Running and delivery costs
      </h2>
      <div className="grid gap-6">
        {fuel ? <div className="rounded-brand border border-line p-5">{fuel}</div> : null}
        {delivery ? (
          <div id="delivery-calculator" className="rounded-brand border border-line p-5">
            {delivery}
          </div>
        ) : null}
      </div>
    </section>
  );
}
