'use client';

import {
  type DeliveryAnswer,
  EMPTY_POSTCODE_MESSAGE,
  NO_ESTIMATE_MESSAGE,
  readDeliveryAnswer,
} from '@forecourt/core/delivery';
import { readOrNull } from '@forecourt/core/json';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { getJson } from '@/lib/json-client';

const dollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});

/**
 * Spec 1 §2 item 8 delivery calculator: a postcode in, a price and region name out, from the
 * dealer's delivery zones and the distance from the selling location (spec 1 §5/§8 messages).
 */
export function DeliveryCalculator({ endpoint }: { endpoint: string }) {
  const id = useId();
  const [postcode, setPostcode] = useState('');
  const [answer, setAnswer] = useState<DeliveryAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = postcode.trim();
    if (value === '') {
      setAnswer({ kind: 'error', message: EMPTY_POSTCODE_MESSAGE });
      return;
    }
    setBusy(true);
    const answer = await getJson(`${endpoint}?postcode=${encodeURIComponent(value)}`);
    // No answer, or not JSON: worth a log (a refusal in JSON says the spec's message too).
    if (answer.body === null) console.error('delivery estimate failed', answer.status);
    setAnswer(
      readOrNull(readDeliveryAnswer, answer.body) ?? {
        kind: 'error',
        message: NO_ESTIMATE_MESSAGE,
      },
    );
    setBusy(false);
  };

  return (
    <div data-slot="delivery-calculator">
      <h3 className="font-bold text-xl">Delivery Calculator</h3>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
        <div className="grow">
          <label htmlFor={`${id}-postcode`} className="block font-medium text-sm">
            Your postcode
          </label>
          <input
            id={`${id}-postcode`}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            aria-invalid={answer?.kind === 'error' || undefined}
            aria-describedby={`${id}-answer`}
            className="mt-1 min-h-11 w-full rounded-brand border border-line bg-surface px-3"
          />
        </div>
        <Button type="submit" disabled={busy}>
          Get Estimate
        </Button>
      </form>
      <div id={`${id}-answer`} aria-live="polite" className="mt-3 min-h-6">
        {answer?.kind === 'error' ? <p className="text-danger">{answer.message}</p> : null}
        {answer?.kind === 'quote' ? (
          <p>
            Delivery to {answer.placeName} {answer.state} ({answer.regionName}):{' '}
            <strong>
              {answer.priceDollars === 0 ? 'Free' : dollars.format(answer.priceDollars)}
            </strong>
          </p>
        ) : null}
      </div>
    </div>
  );
}
