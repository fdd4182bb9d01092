import { emptyFieldValues, type FeedField, feedFields, feedFieldsByName } from './feed-fields.ts';
import type { FeedDateFormat, StockFeedConfig } from './stock-feed-config.ts';

/** One feed record as a reader produced it: lower-cased column name → text or list. */
export type FeedRecord = ReadonlyMap<string, string | string[]>;

/** A rejected value: what the import report lists for each bad row. */
export interface FeedRowError {
  row: number;
  field: string;
  reason: string;
  value: string;
}

export type FeedValue = string | number | boolean | string[] | null;

/** A valid row: its match keys and every field it supplied (field name → parsed value). */
export interface FeedCar {
  row: number;
  stockNumber: string | null;
  vin: string | null;
  values: Map<string, FeedValue>;
}

export type MapRowResult = { ok: true; car: FeedCar } | { ok: false; errors: FeedRowError[] };

const MAX_TEXT = 100_000;
const MAX_LIST_ITEMS = 500;
const MAX_REPORTED_VALUE = 200;

/**
 * Compile a site's feed mapping into a function from a feed record to a validated car. A value
 * that cannot be read rejects the whole row with one error per bad field, so the report names
 * everything wrong with a row at once.
 */
export function createRowMapper(config: StockFeedConfig): {
  mapRow: (record: FeedRecord, row: number) => MapRowResult;
  /** Columns seen in the feed that map to no field (at most 100), for the report. */
  ignoredColumns: Set<string>;
} {
  const byColumn = columnMap(config);
  const valueMaps = new Map<string, Map<string, string>>();
  for (const [field, map] of Object.entries(config.valueMaps)) {
    valueMaps.set(
      field,
      new Map(Object.entries(map ?? {}).map(([from, to]) => [from.trim().toLowerCase(), to])),
    );
  }
  const ignoredColumns = new Set<string>();

  function mapRow(record: FeedRecord, row: number): MapRowResult {
    const values = new Map<string, FeedValue>();
    const errors: FeedRowError[] = [];
    for (const [column, raw] of record) {
      const field = byColumn.get(column);
      if (!field) {
        if (ignoredColumns.size < 100) ignoredColumns.add(column);
        continue;
      }
      const parsed = parseValue(field, raw, config, valueMaps.get(field.name));
      if ('error' in parsed) {
        errors.push({ row, field: field.name, reason: parsed.error, value: shown(raw) });
      } else values.set(field.name, parsed.value ?? emptyFieldValues.get(field.name) ?? null);
    }
    for (const field of feedFields) {
      if (field.required && (values.get(field.name) ?? null) === null) {
        if (!errors.some((error) => error.field === field.name)) {
          errors.push({ row, field: field.name, reason: 'is required', value: '' });
        }
      }
    }
    const stockNumber = asText(values.get('stock_number'));
    const vin = asText(values.get('vin'));
    const keyError = missingKey(config.matchBy, stockNumber, vin);
    if (keyError) errors.push({ row, ...keyError, value: '' });
    if (errors.length > 0) return { ok: false, errors };
    // A car in the feed is in stock unless the feed says otherwise.
    if (!values.has('status') || values.get('status') === null) values.set('status', 'in_stock');
    return { ok: true, car: { row, stockNumber, vin, values } };
  }

  return { mapRow, ignoredColumns };
}

/** Lower-cased source column → field: the default names, then the site's own columns. */
function columnMap(config: StockFeedConfig): Map<string, FeedField> {
  const remapped = new Set(Object.values(config.columns));
  const map = new Map<string, FeedField>();
  for (const field of feedFields) {
    if (!remapped.has(field.name)) map.set(field.name, field);
  }
  for (const [source, name] of Object.entries(config.columns)) {
    const field = feedFieldsByName.get(name);
    if (field) map.set(source.trim().toLowerCase(), field);
  }
  return map;
}

/** The lower-cased names of the columns holding lists (XML readers need them). */
export function listColumns(config: StockFeedConfig): Set<string> {
  const columns = new Set<string>();
  for (const [column, field] of columnMap(config)) {
    if (field.kind.type === 'list') columns.add(column);
  }
  return columns;
}

function missingKey(
  matchBy: StockFeedConfig['matchBy'],
  stockNumber: string | null,
  vin: string | null,
): { field: string; reason: string } | null {
  if (matchBy === 'stockNumber' && !stockNumber)
    return { field: 'stock_number', reason: 'is required (cars are matched by stock number)' };
  if (matchBy === 'vin' && !vin)
    return { field: 'vin', reason: 'is required (cars are matched by VIN)' };
  if (matchBy === 'stockNumberThenVin' && !stockNumber && !vin)
    return { field: 'stock_number', reason: 'a stock number or a VIN is required' };
  return null;
}

function asText(value: FeedValue | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function shown(raw: string | string[]): string {
  const text = Array.isArray(raw) ? raw.join(' | ') : raw;
  return text.length > MAX_REPORTED_VALUE ? `${text.slice(0, MAX_REPORTED_VALUE)}…` : text;
}

type Parsed = { value: FeedValue } | { error: string };

function parseValue(
  field: FeedField,
  raw: string | string[],
  config: StockFeedConfig,
  valueMap: Map<string, string> | undefined,
): Parsed {
  const kind = field.kind;
  if (kind.type === 'list') {
    const items = (Array.isArray(raw) ? raw : raw.split(config.listSeparator))
      .map((item) => item.trim())
      .filter((item) => item !== '');
    if (items.length > MAX_LIST_ITEMS) return { error: `has more than ${MAX_LIST_ITEMS} items` };
    if (items.some((item) => item.length > MAX_TEXT))
      return { error: 'has an item that is too long' };
    if (kind.items === 'url') {
      for (const [index, item] of items.entries()) {
        const wrong = checkUrl(item);
        if (wrong) return { error: `item ${index + 1} ${wrong}` };
      }
    }
    return { value: items };
  }
  if (Array.isArray(raw)) {
    if (raw.length > 1) return { error: 'has several values where one is expected' };
    raw = raw[0] ?? '';
  }
  let text = raw.trim();
  const mapped = valueMap?.get(text.toLowerCase());
  if (mapped !== undefined) text = mapped.trim();
  if (text === '') return { value: null };
  if (text.length > MAX_TEXT) return { error: `is longer than ${MAX_TEXT} characters` };
  switch (kind.type) {
    case 'text':
      return { value: text };
    case 'url': {
      const wrong = checkUrl(text);
      return wrong ? { error: wrong } : { value: text };
    }
    case 'int': {
      const cleaned = text.replace(/[,\s]/g, '').replace(/\.0+$/, '');
      if (!/^-?\d{1,15}$/.test(cleaned)) return { error: 'is not a whole number' };
      const value = Number(cleaned);
      if (kind.min !== undefined && value < kind.min) return { error: `is less than ${kind.min}` };
      if (kind.max !== undefined && value > kind.max) return { error: `is more than ${kind.max}` };
      if (value > 2_147_483_647 || value < -2_147_483_648) return { error: 'is out of range' };
      return { value };
    }
    case 'money':
      return parseMoney(text, config.priceUnit);
    case 'decimal': {
      const cleaned = text.replace(/[,\s]/g, '');
      if (!/^-?\d{1,12}(\.\d{1,6})?$/.test(cleaned)) return { error: 'is not a number' };
      return { value: Number(cleaned) };
    }
    case 'bool': {
      const lower = text.toLowerCase();
      if (['yes', 'y', 'true', 't', '1'].includes(lower)) return { value: true };
      if (['no', 'n', 'false', 'f', '0'].includes(lower)) return { value: false };
      return { error: 'is not yes or no' };
    }
    case 'date': {
      const value = parseDate(text, config.dateFormat);
      return value ? { value } : { error: `is not a date in the format ${config.dateFormat}` };
    }
    case 'enum': {
      const normal = text.toLowerCase().replace(/[\s-]+/g, '_');
      const found = kind.values.find((value) => value === normal);
      return found !== undefined
        ? { value: found }
        : { error: `is not one of ${kind.values.join(', ')}` };
    }
  }
}

/**
 * Why a feed's URL cannot be stored, or null: only absolute http and https URLs, since pages
 * link to them and the worker fetches photos (a javascript: link would run on the site).
 */
function checkUrl(text: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return 'is not an absolute URL (http or https)';
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:'
    ? null
    : `uses ${parsed.protocol} (only http and https URLs are accepted)`;
}

function parseMoney(text: string, unit: 'dollars' | 'cents'): Parsed {
  const cleaned = text.replace(/^aud\s*/i, '').replace(/[$,\s]/g, '');
  if (unit === 'cents') {
    if (!/^\d{1,13}$/.test(cleaned)) return { error: 'is not a whole number of cents' };
    return inRange(Math.round(Number(cleaned) / 100));
  }
  if (!/^\d{1,11}(\.\d{1,2})?$/.test(cleaned)) return { error: 'is not an amount of dollars' };
  return inRange(Math.round(Number(cleaned)));
}

function inRange(value: number): Parsed {
  return value > 2_147_483_647 ? { error: 'is out of range' } : { value };
}

const datePatterns: Record<FeedDateFormat, { pattern: RegExp; order: [number, number, number] }> = {
  // order: the capture groups holding year, month and day
  'yyyy-MM-dd': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: [1, 2, 3] },
  'dd/MM/yyyy': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: [3, 2, 1] },
  'MM/dd/yyyy': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: [3, 1, 2] },
  yyyyMMdd: { pattern: /^(\d{4})(\d{2})(\d{2})$/, order: [1, 2, 3] },
};

/** A calendar date in `format`, as yyyy-MM-dd; null when it is not a real date. */
export function parseDate(text: string, format: FeedDateFormat): string | null {
  const { pattern, order } = datePatterns[format];
  const match = pattern.exec(text);
  if (!match) return null;
  const [year, month, day] = order.map((group) => Number(match[group]));
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return date.toISOString().slice(0, 10);
}
