/** What a model card list can be narrowed by: its body categories and its status. */
export interface FilterableModel {
  status: 'new' | 'coming_soon';
  /** Up to three body categories, e.g. 'SUVs', 'Trucks'. */
  categories: readonly string[];
}

export interface ModelBodyFilter {
  /** The `?body=` value, e.g. 'suv'. */
  value: string;
  /** The heading it gives /models, e.g. 'SUVs'. */
  title: string;
  matches(model: FilterableModel): boolean;
}

const byCategory = (value: string, category: string): ModelBodyFilter => ({
  value,
  title: category,
  matches: (model) => model.categories.includes(category),
});

/** The body filters of /models (spec 2 §2 Navigation footer: suv … future vehicles). */
export const modelBodyFilters: readonly ModelBodyFilter[] = [
  byCategory('suv', 'SUVs'),
  byCategory('trucks', 'Trucks'),
  byCategory('vans', 'Vans'),
  byCategory('performance', 'Performance'),
  byCategory('electric', 'Electric'),
  {
    value: 'future-vehicles',
    title: 'Future Vehicles',
    matches: (model) => model.status === 'coming_soon',
  },
];

export type ParsedModelBody =
  | { kind: 'all' }
  | { kind: 'filter'; filter: ModelBodyFilter }
  | { kind: 'unknown'; value: string };

/** Reads `?body=` (absent or empty: every model; a value we do not know: 'unknown', never a throw). */
export function parseModelBody(value: string | string[] | undefined): ParsedModelBody {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() ?? '';
  if (raw === '') return { kind: 'all' };
  const filter = modelBodyFilters.find((candidate) => candidate.value === raw);
  return filter ? { kind: 'filter', filter } : { kind: 'unknown', value: raw.slice(0, 60) };
}

/** The body filters at least one of the site's models matches (issue 25 §4: no empty pages). */
export function listLiveModelBodyFilters(models: readonly FilterableModel[]): ModelBodyFilter[] {
  return modelBodyFilters.filter((filter) => models.some((model) => filter.matches(model)));
}

/**
 * The configured footer links under Vehicles that lead to models: a `/models?body=…` link only
 * while one of the site's models has that body (a motorcycle site has no 'SUVs'), any other
 * link as it is.
 */
export function selectLiveModelLinks<T extends { href: string }>(
  links: readonly T[],
  models: readonly FilterableModel[],
): T[] {
  return links.filter((link) => {
    const url = new URL(link.href, 'https://site.invalid');
    if (url.pathname !== '/models' || !url.searchParams.has('body')) return true;
    const body = parseModelBody(url.searchParams.get('body') ?? undefined);
    return body.kind === 'filter' && models.some((model) => body.filter.matches(model));
  });
}
