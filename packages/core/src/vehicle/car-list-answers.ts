import type { CarStatus } from '../car/car.ts';
import {
  dictionary,
  type Infer,
  list,
  nullable,
  oneOf,
  positiveInt,
  readShape,
  record,
  text,
} from '../json/shape.ts';
import { favouriteShape } from './favourite.ts';
import { imageShape, priceDisplayShape, vehicleCardShape } from './vehicle-card.ts';

const favouriteCarsAnswer = record({
  cars: list(record({ id: positiveInt, card: vehicleCardShape })),
});

/** GET /favourites/cars' answer: the current card of each saved car the site still lists. */
export type FavouriteCarsAnswer = Infer<typeof favouriteCarsAnswer>;

export function readFavouriteCarsAnswer(body: unknown): FavouriteCarsAnswer {
  return readShape(favouriteCarsAnswer, body, 'a favourite cars answer');
}

const similarCarsAnswer = record({
  cars: list(record({ card: vehicleCardShape, favourite: nullable(favouriteShape) })),
});

/**
 * GET /cars/{slug}/similar's answer (and /similar/filter's): up to 6 cards, each with what its
 * Favourite button saves, or null where spec 1 §5 hides the button.
 */
export type SimilarCarsAnswer = Infer<typeof similarCarsAnswer>;

export function readSimilarCarsAnswer(body: unknown): SimilarCarsAnswer {
  return readShape(similarCarsAnswer, body, 'a similar cars answer');
}

// Written out, not car.ts's carStatuses: that module builds zod schemas (a test keeps them equal).
export const compareStatuses = [
  'in_stock',
  'coming_soon',
  'sold',
  'other',
] as const satisfies readonly CarStatus[];

const compareCarsAnswer = record({
  cars: list(
    record({
      id: positiveInt,
      slug: text,
      name: text,
      image: nullable(imageShape),
      price: priceDisplayShape,
      status: oneOf(...compareStatuses),
      /** Specification name → its value, e.g. 'Odometer' → '12,000 km'. */
      specs: dictionary(text),
    }),
  ),
});

/** GET /compare/cars' answer: the compare page's cars with their specifications. */
export type CompareCarsAnswer = Infer<typeof compareCarsAnswer>;

export function readCompareCarsAnswer(body: unknown): CompareCarsAnswer {
  return readShape(compareCarsAnswer, body, 'a compare cars answer');
}
