import { z } from 'zod';
import { carTypes } from '../car/car.ts';
import { FilterSyntaxError } from '../stock/filter-ast.ts';
import { parseStockFilter } from '../stock/stock-fields.ts';
import { facetNames } from './search-vocabulary.ts';

/** A stock filter expression, checked when the config is loaded or saved (not at query time). */
const stockFilterSchema = z.string().superRefine((expression, context) => {
  try {
    parseStockFilter(expression);
  } catch (error) {
    if (!(error instanceof FilterSyntaxError)) throw error;
    context.addIssue({ code: 'custom', message: error.message });
  }
});

const promoSchema = z.strictObject({
  title: z.string().min(1),
  lines: z.array(z.string()).default([]),
  href: z.string().min(1),
  linkLabel: z.string().default('Find out more'),
  imageUrl: z.string().nullable().default(null),
  /** One position or several (spec 1 §9), counted from 1 within each page of results. */
  positions: z.union([z.number().int().min(1), z.array(z.number().int().min(1)).min(1)]),
  start: z.iso
    .datetime({ offset: true })
    .nullable()
    .default(null)
    .describe('Shown from (ISO date-time with offset).'),
  expiry: z.iso
    .datetime({ offset: true })
    .nullable()
    .default(null)
    .describe('Shown until (ISO date-time with offset).'),
  display: z.array(z.enum(carTypes)).default([]).describe('Car types it suits; empty suits all.'),
  strictDisplay: z
    .boolean()
    .default(false)
    .describe('Show only when the selected car types are all among `display`.'),
});
export type PromoNode = z.infer<typeof promoSchema>;

const filterSchema = z.strictObject({
  facet: z
    .enum(facetNames)
    .describe('A search facet, e.g. body, fuel, city (see core/src/search/search-vocabulary.ts).'),
  label: z.string().min(1),
  kind: z
    .enum(['checkboxes', 'select', 'dropdown'])
    .default('checkboxes')
    .describe(
      "Spec 1 §2 filter controls: checkboxes (several values), a native select, or a custom dropdown listing the values as choices; select and dropdown have an 'All' option.",
    ),
  limit: z
    .number()
    .int()
    .min(1)
    .nullable()
    .default(null)
    .describe('Values shown (most cars first); selected ones always show.'),
});
export type SearchFilter = z.infer<typeof filterSchema>;

/** Stock search and the search page (spec 1 §2–§9, spec 2 §2, §4, §7, §9). */
export const searchConfigSchema = z
  .strictObject({
    stockFilter: stockFilterSchema
      .default('')
      .describe(
        "This site's stock filter: a filter expression (syntax: docs/site-stock.md), e.g. 'make = Ford OR car_type = used'. Empty: all of its dealerships' stock.",
      ),
    soldWindowDays: z
      .number()
      .int()
      .min(0)
      .default(3)
      .describe('Sold cars stay listed this many days (include_sold_cars_days).'),
    collapseSoldCars: z
      .boolean()
      .default(true)
      .describe('Collapse runs of consecutive sold cars into one card.'),
    ascendingPriceRequiresPrice: z
      .boolean()
      .default(false)
      .describe('The lowest-price sort leaves out cars without a price.'),
    pageSize: z.number().int().min(1).max(100).default(21).describe('Cars per results page.'),
    defaultPath: z
      .enum(['/search/new-used-and-demo-cars', '/search/used-cars'])
      .default('/search/new-used-and-demo-cars')
      .describe('Where an unrefined search lives.'),
    cityFacetLimit: z.number().int().min(1).default(20),
    dealershipFacetLimit: z.number().int().min(1).default(40),
    makeCardsShown: z
      .number()
      .int()
      .min(1)
      .default(7)
      .describe("Make cards before 'Show all makes'."),
    popularMakes: z
      .number()
      .int()
      .min(1)
      .default(20)
      .describe("Makes in the popular group before 'All Makes'."),
    modelPicker: z.boolean().default(true).describe('Show the model picker under a refined make.'),
    modelPickerLimit: z.number().int().min(1).default(30),
    certifiedOnly: z.boolean().default(false).describe('Hide the certified facet value false.'),
    filters: z
      .array(filterSchema)
      .default([
        { facet: 'car_type', label: 'Condition', kind: 'checkboxes', limit: null },
        { facet: 'body', label: 'Body type', kind: 'checkboxes', limit: null },
        { facet: 'fuel', label: 'Fuel type', kind: 'checkboxes', limit: null },
        { facet: 'transmission', label: 'Transmission', kind: 'select', limit: null },
        { facet: 'drive', label: 'Drive type', kind: 'checkboxes', limit: null },
        { facet: 'colour', label: 'Colour', kind: 'checkboxes', limit: 12 },
        { facet: 'seats', label: 'Seats', kind: 'checkboxes', limit: null },
        { facet: 'tag', label: 'Specials', kind: 'checkboxes', limit: null },
        { facet: 'state', label: 'State', kind: 'select', limit: null },
        { facet: 'city', label: 'City', kind: 'checkboxes', limit: 20 },
        { facet: 'dealership_name', label: 'Dealership', kind: 'checkboxes', limit: 40 },
      ])
      .describe(
        "Filters on the search page, in order (besides make cards, models, price, km and year sliders). `kind`: 'checkboxes' (several values), 'select' (a native select) or 'dropdown' (a custom dropdown of choices); the last two have an 'All' option.",
      ),
    noResultsClearPath: z
      .string()
      .default('/special-offers')
      .describe("Target of 'Clear Filters' on the no-results card."),
    textDebounceMs: z.number().int().min(0).default(300),
    sliderDebounceMs: z.number().int().min(0).default(400),
    historySize: z
      .number()
      .int()
      .min(1)
      .default(5)
      .describe('Recent searches kept in the browser.'),
    clientCacheSize: z
      .number()
      .int()
      .min(1)
      .default(10)
      .describe(
        'Recent searches the browser keeps, least recently used dropped first (spec 1 §9): going back to one of them asks the server nothing.',
      ),
    promos: z
      .array(promoSchema)
      .nullable()
      .default(null)
      .describe(
        "Promo cards placed among results. Null: the vehicle kind's buy-your-vehicle card ('We Want Your Car!', 'We buy all types of cars', 'Our high turnover means we can pay more') linking to /sell-my-car at places 8 and 17; [] for none.",
      ),
  })
  .prefault({});

export type ParsedSearchConfig = z.infer<typeof searchConfigSchema>;
/** Search config as sites read it: the promo cards filled from the site's vehicle vocabulary. */
export type SearchConfig = Omit<ParsedSearchConfig, 'promos'> & { promos: PromoNode[] };

/** The default promo card (spec 1 §2) in the site's words: spec 1's card for cars. */
export function getSellPromo(words: { title: string; lines: string[] }): PromoNode {
  return {
    title: words.title,
    lines: [...words.lines],
    href: '/sell-my-car',
    linkLabel: 'Get an instant offer',
    imageUrl: null,
    positions: [8, 17],
    start: null,
    expiry: null,
    display: [],
    strictDisplay: false,
  };
}
