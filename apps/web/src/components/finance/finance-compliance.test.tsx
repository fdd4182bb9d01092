import {
  financeConfigSchema,
  findRatesWithoutComparison,
  getCalculatorBounds,
  getDefaultCalculatorValues,
} from '@forecourt/core/finance';
import { makeCar } from '@forecourt/core/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VehicleCardView } from '../vehicle/vehicle-card-view.tsx';
import { EstimateFootnote } from './estimate-footnote.tsx';
import { FinanceCalculator } from './finance-calculator.tsx';
import { VehicleFinanceSection } from './finance-section.tsx';
import { RateWithComparison } from './rate-with-comparison.tsx';

const config = financeConfigSchema.parse({});
const text = (element: React.ReactElement) =>
  renderToStaticMarkup(element).replace(/<[^>]+>/g, ' ');

/** Every component that shows a rate: each rate must have its comparison rate next to it. */
const rendered: [string, React.ReactElement][] = [
  [
    'RateWithComparison',
    <RateWithComparison key="a" rate={{ ratePercent: 8.99, comparisonRatePercent: 9.49 }} />,
  ],
  [
    'VehicleCardView with an estimate',
    <VehicleCardView
      key="b"
      card={{
        slug: 'x',
        title: '2021 Ford Ranger',
        subtitle: null,
        inStock: true,
        banner: null,
        price: { kind: 'price', amount: 39_990, priceType: null, wasAmount: null },
        specs: [],
        image: null,
        locationName: null,
        estimate: {
          weeklyDollars: 139,
          ratePercent: 8.99,
          comparisonRatePercent: 8.99,
          basis: 'over 5 years, 10% deposit, 30% final payment',
        },
      }}
    />,
  ],
  [
    'FinanceCalculator',
    <FinanceCalculator
      key="c"
      variant="panel"
      initial={getDefaultCalculatorValues(30_000, config, null, null)}
      bounds={getCalculatorBounds(config, null)}
      rounding="nearest"
      establishmentFeeCents={0}
      monthlyFeeCents={0}
      offer={null}
      monthlyOnly={false}
      showResidual
      showInterestRate
      quote={null}
    />,
  ],
  [
    'VehicleFinanceSection with a lender offer',
    <VehicleFinanceSection
      key="d"
      car={makeCar({
        financeLenders: [
          {
            financeProvider: 'Taurus',
            interestRatePercent: 7.49,
            comparisonRatePercent: 8.12,
            paymentWeekCents: 14_000,
            paymentMonthCents: 60_000,
            termMonths: 60,
            depositCents: null,
            balloonCents: null,
            establishmentFeesCents: null,
            totalPayableCents: null,
            disclaimer: null,
          },
        ],
      })}
      config={config}
      dealershipSlug="harbour-ford"
      now={new Date('2026-11-22T00:00:00Z')}
    />,
  ],
  ['EstimateFootnote', <EstimateFootnote key="e" settings={config.estimate} />],
];

describe('compliance: no rate without its comparison rate', () => {
  it.each(rendered)('%s', (_name, element) => {
    const output = text(element);
    expect(output).toMatch(/comparison rate/i);
    expect(findRatesWithoutComparison(output)).toEqual([]);
  });

  it('catches a component that shows a rate alone (the check can fail)', () => {
    expect(findRatesWithoutComparison(text(<p>Finance from 6.99% p.a. on all Rangers</p>))).toEqual(
      ['6.99% p.a.'],
    );
  });
});
