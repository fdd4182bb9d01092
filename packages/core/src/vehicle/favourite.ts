import { type Infer, nonEmptyText, nullable, positiveInt, record, text } from '../json/shape.ts';

/**
 * A saved car (spec 2 §3 Favourite): enough to list it even when it has since sold. Stored in the
 * browser, and sent with a similar car that may be saved.
 */
export const favouriteShape = record({
  id: positiveInt,
  name: text,
  slug: nonEmptyText,
  make: text,
  model: text,
  primary_image_url: nullable(text),
});
export type Favourite = Infer<typeof favouriteShape>;
