import type { PriceDisplay } from '@forecourt/core/car';
import { formatPrice } from '@forecourt/core/format';
import { cn } from '@/lib/cn';

/** A car's price as spec 2 §2 orders it; the 'Was' price struck through. */
export function PriceTag({ display, size = 'md' }: { display: PriceDisplay; size?: 'md' | 'lg' }) {
  const amountClass = cn('font-bold', size === 'lg' ? 'text-3xl' : 'text-xl');
  switch (display.kind) {
    case 'subscription':
      return (
        <p>
          <span className={amountClass}>{formatPrice(display.amount)}</span>{' '}
          <span className="text-muted text-sm">/wk subscription</span>
        </p>
      );
    case 'price':
      return (
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className={amountClass}>{formatPrice(display.amount)}</span>
          {display.priceType ? (
            <span className="text-muted text-sm">{display.priceType}</span>
          ) : null}
          {display.wasAmount !== null ? (
            <span className="text-muted text-sm">
              Was <s>{formatPrice(display.wasAmount)}</s>
            </span>
          ) : null}
        </p>
      );
    case 'preorder':
      return <p className={amountClass}>PREORDER</p>;
    case 'no-price':
      return <p className="font-semibold text-lg">{display.text}</p>;
  }
}
