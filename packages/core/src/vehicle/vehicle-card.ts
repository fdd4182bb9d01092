import type { PriceDisplay } from '../car/price-display.ts';
import type { TagBanner } from '../car/tag-banner.ts';
import {
  boolean,
  type Check,
  either,
  type Infer,
  list,
  nullable,
  number,
  oneOf,
  record,
  text,
} from '../json/shape.ts';

// Checked here, not beside their rules: those modules build zod schemas (car.ts), which every
// page with a card would then carry.
export const priceDisplayShape: Check<PriceDisplay> = either(
  record({ kind: oneOf('subscription'), amount: number }),
  record({
    kind: oneOf('price'),
    amount: number,
    priceType: nullable(text),
    wasAmount: nullable(number),
  }),
  record({ kind: oneOf('preorder') }),
  record({ kind: oneOf('no-price'), text }),
);

export const tagBannerShape: Check<TagBanner> = either(
  record({ kind: oneOf('fuel', 'reserved', 'coming-soon', 'new-arrival', 'sold'), text }),
  record({ kind: oneOf('certified'), text, imageUrl: nullable(text) }),
  record({ kind: oneOf('tag'), text, tone: oneOf('green', 'red') }),
);

export const imageShape = record({ url: text, width: number, height: number });

/**
 * A card with its rules already applied (apps/web's toVehicleCardModel): plain data the server
 * sends, so the rules and zod stay out of the browser.
 */
export const vehicleCardShape = record({
  slug: text,
  title: text,
  subtitle: nullable(text),
  inStock: boolean,
  banner: nullable(tagBannerShape),
  price: priceDisplayShape,
  specs: list(record({ name: text, value: text })),
  image: nullable(imageShape),
  locationName: nullable(text),
  /** The '$/wk at {rate}% p.a.' finance estimate, with its comparison rate (spec 2 §9). */
  estimate: nullable(
    record({
      weeklyDollars: number,
      ratePercent: number,
      comparisonRatePercent: number,
      /** 'over 5 years, 10% deposit, 30% final payment', said next to the figure. */
      basis: text,
    }),
  ),
});
export type VehicleCardModel = Infer<typeof vehicleCardShape>;
