import type { paymentMarks } from '@forecourt/core/content';
import type { ReactNode } from 'react';

type PaymentMark = (typeof paymentMarks)[number];

const names: Record<PaymentMark, string> = {
  mastercard: 'Mastercard',
  visa: 'Visa',
  maestro: 'Maestro',
  'google-pay': 'Google Pay',
  'apple-pay': 'Apple Pay',
};

/**
 * Payments accepted (spec 2 §2 'Other pieces'): simple marks drawn here, not the card schemes'
 * artwork, each named in text so it reads the same to every shopper.
 */
export function PaymentsStrip({ marks }: { marks: readonly PaymentMark[] }) {
  if (marks.length === 0) return null;
  return (
    <section aria-labelledby="payments-heading" className="border-line border-t bg-subtle">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-6">
        <h2 id="payments-heading" className="font-semibold">
          Payments accepted
        </h2>
        <ul className="flex flex-wrap items-center gap-3">
          {marks.map((mark) => (
            <li
              key={mark}
              data-payment={mark}
              className="flex min-h-10 items-center gap-2 rounded-brand border border-line bg-surface px-3 text-sm font-medium"
            >
              <PaymentGlyph mark={mark} />
              {names[mark]}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A small decorative glyph beside the name (the name is the mark's accessible text). */
function PaymentGlyph({ mark }: { mark: PaymentMark }) {
  switch (mark) {
    case 'mastercard':
      return (
        <Glyph>
          <circle cx="12" cy="10" r="7" fill="#eb001b" />
          <circle cx="20" cy="10" r="7" fill="#f79e1b" fillOpacity="0.85" />
        </Glyph>
      );
    case 'maestro':
      return (
        <Glyph>
          <circle cx="12" cy="10" r="7" fill="#0099df" />
          <circle cx="20" cy="10" r="7" fill="#e60012" fillOpacity="0.85" />
        </Glyph>
      );
    case 'visa':
      return (
        <Glyph>
          <rect width="32" height="20" rx="3" fill="#1a1f71" />
          <path d="M6 14h20" stroke="#f7b600" strokeWidth="2" />
        </Glyph>
      );
    case 'google-pay':
      return (
        <Glyph>
          <rect width="32" height="20" rx="3" fill="#fff" stroke="#5f6368" />
          <circle cx="16" cy="10" r="5" fill="none" stroke="#4285f4" strokeWidth="2.5" />
        </Glyph>
      );
    case 'apple-pay':
      return (
        <Glyph>
          <rect width="32" height="20" rx="3" fill="#000" />
          <circle cx="16" cy="11" r="4.5" fill="#fff" />
        </Glyph>
      );
  }
}

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 32 20" className="h-5 w-8" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
