import {
  type Check,
  type Infer,
  nonEmptyText,
  positiveInt,
  record,
  text,
} from '@forecourt/core/json';
import type { ListSlice } from './list-slice.ts';

/** Spec 2 §3 Stored user details: prefill later forms. Kept as a one-item list. */
export const userDetailsShape = record({
  name: text,
  last_name: text,
  email: text,
  phone: text,
  postcode: text,
});
export type UserDetails = Infer<typeof userDetailsShape>;

/** A car the shopper enquired about (spec 2 §7: success stores the submitted car). */
export const enquiredCarShape = record({
  id: positiveInt,
  name: text,
  slug: nonEmptyText,
  form: text,
});
export type EnquiredCar = Infer<typeof enquiredCarShape>;

/** A campaign parameter the visit arrived with (spec 2 §3 linked_query_params). */
export const linkedParamShape = record({ key: nonEmptyText, value: text });
export type LinkedParam = Infer<typeof linkedParamShape>;

const parseWith =
  <T>(check: Check<T>) =>
  (raw: unknown): T | null =>
    check(raw) ?? null;

export const userDetailsSlice: ListSlice<UserDetails> = {
  key: 'user-details',
  version: 1,
  max: 1,
  parseItem: parseWith(userDetailsShape),
  idOf: () => 'me',
};

export const enquiredCarsSlice: ListSlice<EnquiredCar> = {
  key: 'enquired-cars',
  version: 1,
  max: 20,
  parseItem: parseWith(enquiredCarShape),
  idOf: (item) => item.id,
};

/** Pages seen before a lead (spec 2 §3 visited_pages), most recent first. */
export const visitedPagesSlice: ListSlice<string> = {
  key: 'visited-pages',
  version: 1,
  max: 20,
  parseItem: (raw) => (typeof raw === 'string' && raw.length <= 500 ? raw : null),
  idOf: (item) => item,
};

export const linkedParamsSlice: ListSlice<LinkedParam> = {
  key: 'linked-params',
  version: 1,
  max: 20,
  parseItem: parseWith(linkedParamShape),
  idOf: (item) => item.key,
};
