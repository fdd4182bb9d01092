import type { Readable } from 'node:stream';
import type { FeedRecord, FeedRowError, StockFeedConfig } from '@forecourt/core/stock-feed';
import { parse as parseCsv } from 'csv-parse';
import { XMLParser } from 'fast-xml-parser';

/** What a reader yields: a record, or a row it could not read (reported and skipped). */
export type FeedItem = { row: number; record: FeedRecord } | { row: number; error: FeedRowError };

/** A feed file that cannot be read any further (a broken CSV quote, an unclosed XML record…). */
export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
}

/** One record larger than this is not a car: stop rather than buffer without end. */
const MAX_RECORD_CHARS = 4_000_000;

/**
 * Read a feed in its configured format, one record at a time. Every reader holds at most one
 * record (plus one chunk of input) in memory, so memory stays flat whatever the feed's size.
 */
export function readFeed(
  input: Readable,
  config: StockFeedConfig,
  listColumns: ReadonlySet<string>,
): AsyncIterable<FeedItem> {
  if (config.format === 'csv') return readCsv(input, config);
  if (config.format === 'json') return readJson(input, listColumns);
  return readXml(input, config.xmlRecordTag, listColumns);
}

/**
 * CSV through csv-parse's stream API. Rows are numbered as a spreadsheet shows them (the header
 * is row 1). A row with the wrong number of cells is reported, not guessed at.
 */
async function* readCsv(input: Readable, config: StockFeedConfig): AsyncIterable<FeedItem> {
  const parser = input.pipe(
    parseCsv({
      bom: true,
      delimiter: config.csvDelimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: false,
      max_record_size: MAX_RECORD_CHARS,
    }),
  );
  input.on('error', (error) => parser.destroy(error));
  let header: string[] | null = null;
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row += 1;
      if (header === null) {
        header = cells.map((cell) => cell.trim().toLowerCase());
        continue;
      }
      if (cells.length !== header.length) {
        yield {
          row,
          error: {
            row,
            field: '(row)',
            reason: `has ${cells.length} cells where the header has ${header.length}`,
            value: cells.join(config.csvDelimiter).slice(0, 200),
          },
        };
        continue;
      }
      const record = new Map<string, string>();
      header.forEach((column, index) => {
        if (column !== '') record.set(column, cells[index] ?? '');
      });
      yield { row, record };
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_')) {
      throw new FeedFormatError(`The CSV cannot be read after row ${row}: ${error.message}`);
    }
    throw error;
  }
}

/**
 * JSON: the records are the elements of the first array in the document (a top-level array,
 * or e.g. `{ "vehicles": [ … ] }`). A small scanner splits that array into its elements without
 * parsing the whole document, and each element is parsed on its own.
 */
async function* readJson(
  input: Readable,
  listColumns: ReadonlySet<string>,
): AsyncIterable<FeedItem> {
  input.setEncoding('utf8');
  let inArray = false;
  let ended = false;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let inElement = false;
  let element = '';
  let row = 0;
  for await (const chunk of input as AsyncIterable<string>) {
    let start = inElement ? 0 : -1;
    for (let index = 0; index < chunk.length && !ended; index++) {
      const char = chunk[index] as string;
      if (inString) {
        if (escaped) escaped = false;
        else if (char === '\\') escaped = true;
        else if (char === '"') inString = false;
        continue;
      }
      if (!inArray) {
        if (char === '"') inString = true;
        else if (char === '[') inArray = true;
        continue;
      }
      if (depth === 0 && (char === ',' || char === ']')) {
        // An element ends at the comma after it, the last one at the array's end.
        if (inElement) {
          element += chunk.slice(start, index);
          row += 1;
          yield jsonItem(element, row, listColumns);
          element = '';
          inElement = false;
          start = -1;
        }
        if (char === ']') ended = true;
        continue;
      }
      if (!inElement && !/\s/.test(char)) {
        inElement = true;
        start = index;
      }
      if (char === '"') inString = true;
      else if (char === '{' || char === '[') depth += 1;
      else if (char === '}' || char === ']') depth -= 1;
    }
    if (inElement && start !== -1) element += chunk.slice(start);
    if (element.length > MAX_RECORD_CHARS) {
      throw new FeedFormatError(
        `JSON record ${row + 1} is larger than ${MAX_RECORD_CHARS} characters`,
      );
    }
    if (ended) break;
  }
  if (!inArray) throw new FeedFormatError('The JSON has no array of vehicles');
  if (!ended) throw new FeedFormatError(`The JSON ends inside its array, after record ${row}`);
}

function jsonItem(text: string, row: number, listColumns: ReadonlySet<string>): FeedItem {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      row,
      error: { row, field: '(record)', reason: 'is not valid JSON', value: text.slice(0, 200) },
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      row,
      error: { row, field: '(record)', reason: 'is not an object', value: text.slice(0, 200) },
    };
  }
  return { row, record: flatten(value as Record<string, unknown>, listColumns) };
}

/**
 * XML: the text of each `<car>…</car>` element (the configured record tag) is cut out of the
 * stream and parsed on its own with fast-xml-parser, so one record is in memory at a time.
 * The document's prolog and DOCTYPE are never parsed, so entity tricks in them do nothing.
 */
async function* readXml(
  input: Readable,
  tag: string,
  listColumns: ReadonlySet<string>,
): AsyncIterable<FeedItem> {
  input.setEncoding('utf8');
  const open = `<${tag}`;
  const close = `</${tag}>`;
  const parser = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    trimValues: true,
    isArray: (_name, jPath) => {
      const parts = String(jPath).split('.');
      const parent = parts.at(-2)?.toLowerCase();
      return parts.length >= 3 && parent !== undefined && listColumns.has(parent);
    },
  });
  let buffer = '';
  let row = 0;
  for await (const chunk of input as AsyncIterable<string>) {
    buffer += chunk;
    for (;;) {
      const start = findOpen(buffer, open);
      if (start === -1) {
        buffer = buffer.slice(Math.max(0, buffer.length - open.length));
        break;
      }
      const end = buffer.indexOf(close, start);
      if (end === -1) {
        buffer = buffer.slice(start);
        if (buffer.length > MAX_RECORD_CHARS) {
          throw new FeedFormatError(
            `XML record ${row + 1} is larger than ${MAX_RECORD_CHARS} characters`,
          );
        }
        break;
      }
      const text = buffer.slice(start, end + close.length);
      buffer = buffer.slice(end + close.length);
      row += 1;
      yield xmlItem(parser, text, tag, row, listColumns);
    }
  }
  if (findOpen(buffer, open) !== -1) {
    throw new FeedFormatError(`The XML ends inside record ${row + 1}`);
  }
}

/** The next `<tag` that opens that element (not `<tagSomethingElse`). */
function findOpen(buffer: string, open: string): number {
  let from = 0;
  for (;;) {
    const index = buffer.indexOf(open, from);
    if (index === -1) return -1;
    const next = buffer[index + open.length];
    if (next === undefined) return -1;
    if (next === '>' || /\s/.test(next)) return index;
    from = index + 1;
  }
}

function xmlItem(
  parser: XMLParser,
  text: string,
  tag: string,
  row: number,
  listColumns: ReadonlySet<string>,
): FeedItem {
  let parsed: unknown;
  try {
    parsed = parser.parse(text, true);
  } catch (error) {
    return {
      row,
      error: {
        row,
        field: '(record)',
        reason: `is not well-formed XML: ${(error as Error).message}`,
        value: text.slice(0, 200),
      },
    };
  }
  const value = (parsed as Record<string, unknown>)[tag];
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { row, record: flatten(record, listColumns) };
}

/**
 * A parsed record as column → text or list: keys lower-cased, nested objects flattened with
 * '_' (so `variant.cylinders` is `variant_cylinders`), a list column's single wrapper element
 * (`<images><image>…</image></images>`) unwrapped, and image objects reduced to their url.
 */
export function flatten(
  value: Record<string, unknown>,
  listColumns: ReadonlySet<string>,
  prefix = '',
  into = new Map<string, string | string[]>(),
): Map<string, string | string[]> {
  for (const [rawKey, item] of Object.entries(value)) {
    const key = `${prefix}${rawKey.trim().toLowerCase()}`;
    if (Array.isArray(item)) into.set(key, item.map(listItem));
    else if (typeof item === 'object' && item !== null) {
      const children = Object.values(item);
      if (listColumns.has(key) && children.length === 1) {
        const only = children[0];
        into.set(key, Array.isArray(only) ? only.map(listItem) : [listItem(only)]);
      } else flatten(item as Record<string, unknown>, listColumns, `${key}_`, into);
    } else into.set(key, item === null || item === undefined ? '' : String(item));
  }
  return into;
}

function listItem(item: unknown): string {
  if (typeof item === 'object' && item !== null && 'url' in item) return String(item.url);
  if (typeof item === 'object' && item !== null) return JSON.stringify(item);
  return item === null || item === undefined ? '' : String(item);
}
