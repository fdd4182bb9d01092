'use client';

import { formatPrice } from '@forecourt/core/format';
import { readOrNull } from '@forecourt/core/json';
import type { TradeInValuation } from '@forecourt/core/leads';
import {
  LEAD_MESSAGES,
  OFFER_ACCEPTED_EVENT,
  readOfferAcceptanceAnswer,
} from '@forecourt/core/leads';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { trackEvent } from '@/lib/analytics';
import { Button, buttonVariants } from '../ui/button.tsx';
import { FormFailure } from './error-summary.tsx';
import { postWithRetries } from './lead-client.ts';

/**
 * The wizard's end: the instant offer as a range with its basis, or why there is none (spec 2
 * §5: over 7 years or 100,000 km the dealer calls instead). Accepting records offer_accepted
 * and fires analytics event 18.
 */
export function TradeInResult({
  valuation,
  leadId,
  idempotencyKey,
}: {
  valuation: TradeInValuation | null;
  leadId: number;
  idempotencyKey: string;
}) {
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => heading.current?.focus(), []);

  async function accept() {
    setBusy(true);
    setFailure(null);
    const answer = await postWithRetries('/api/leads/offer', { leadId, idempotencyKey });
    const data = readOrNull(readOfferAcceptanceAnswer, answer.body);
    if (answer.status === 200 && data?.ok) {
      trackEvent(OFFER_ACCEPTED_EVENT, { lead_id: leadId, offer_accepted: true });
      router.push('/success?form=trade-in&offer=accepted');
      return;
    }
    setBusy(false);
    setFailure(data?.message ?? LEAD_MESSAGES.unexpected);
  }

  if (!valuation || valuation.kind === 'no-estimate') {
    return (
      <section
        aria-labelledby="trade-in-result"
        className="flex flex-col gap-4 rounded-brand border border-line p-6"
      >
        <h2 id="trade-in-result" ref={heading} tabIndex={-1} className="font-bold text-2xl">
          Thanks, we have your details
        </h2>
        <p>{valuation?.message ?? 'Our buyer will call you with a valuation.'}</p>
        <a href="/success?form=trade-in" className={buttonVariants({ className: 'self-start' })}>
          Done
        </a>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="trade-in-result"
      className="flex flex-col gap-4 rounded-brand border-2 border-primary p-6"
    >
      <h2 id="trade-in-result" ref={heading} tabIndex={-1} className="font-bold text-2xl">
        Your instant offer
      </h2>
      <p className="font-bold text-3xl text-primary" data-testid="offer-range">
        {formatPrice(valuation.lowDollars)} to {formatPrice(valuation.highDollars)}
      </p>
      <p className="text-muted">{valuation.basis}</p>
      <p className="text-sm">The final figure is confirmed when we inspect your car.</p>
      <FormFailure message={failure} />
      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={accept} disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'Accept Offer'}
        </Button>
        <a
          href="/success?form=trade-in"
          className={buttonVariants({ variant: 'outline', size: 'lg' })}
        >
          No thanks, just call me
        </a>
      </div>
    </section>
  );
}
