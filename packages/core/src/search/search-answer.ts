import { type Infer, integer, list, number, optional, readShape, record } from '../json/shape.ts';

/**
 * What the browser reads of GET /api/search's answer (the whole of it is the search engine's
 * SearchResponse): the count, the count of each car type (the displayed total, spec 1 §9) and the
 * price range of the matches (the budget finder's cheapest car).
 */
const searchAnswer = record({
  count: integer,
  facets: record({ car_type: optional(list(record({ count: integer }))) }),
  stats: record({ price: optional(record({ min: number, max: number })) }),
});
export type SearchAnswer = Infer<typeof searchAnswer>;

/** The answer in `body`; a TypeError when it is not one (a refusal, a proxy's error page). */
export function readSearchAnswer(body: unknown): SearchAnswer {
  return readShape(searchAnswer, body, 'a search answer');
}
