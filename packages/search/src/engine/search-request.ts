import type { FacetName, RangeField, SortKey } from '@forecourt/core/search';
import type { FilterNode } from '@forecourt/core/stock';
import type { SearchHitCar } from '../search-doc.ts';

export interface NumericRange {
  min?: number | undefined;
  max?: number | undefined;
}

export interface SearchRequest {
  query?: string;
  /** Facet → accepted values: OR within a facet, AND across facets. */
  refinements?: Partial<Record<FacetName, string[]>>;
  /** Inclusive ranges on numeric fields. */
  ranges?: Partial<Record<RangeField, NumericRange>>;
  /** Default: custom rank, descending. */
  sort?: SortKey;
  /** 1-based. */
  page?: number;
  hitsPerPage?: number;
  /** An extra filter, e.g. a similar-cars or budget search. */
  filter?: FilterNode | null;
  /** Ascending price sort leaves out cars without a price (a per-site setting). */
  requirePriceForAscending?: boolean;
  /** Consecutive sold cars collapse into one (unless every hit is sold). */
  collapseSold?: boolean;
  /** Which facets to count; default all. */
  facets?: readonly FacetName[];
  /** Which range fields' min and max to give; default core's defaultStatFields. */
  stats?: readonly RangeField[];
}

export interface FacetItem {
  label: string;
  value: string;
  count: number;
}

export interface SearchResponse {
  hits: SearchHitCar[];
  /** Matching cars (after sold collapsing). */
  count: number;
  facets: Partial<Record<FacetName, FacetItem[]>>;
  /** Min and max of each range field asked for over the matches, ignoring that field's own range. */
  stats: Partial<Record<RangeField, { min: number; max: number }>>;
  page: number;
  pages: number;
  /** Server time spent, milliseconds. */
  ms: number;
}
