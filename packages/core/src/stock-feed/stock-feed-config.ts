import { z } from 'zod';
import { feedFieldNames, feedFieldsByName } from './feed-fields.ts';
import { feedFormats } from './feed-format.ts';

export const feedDateFormats = ['yyyy-MM-dd', 'dd/MM/yyyy', 'MM/dd/yyyy', 'yyyyMMdd'] as const;
export type FeedDateFormat = (typeof feedDateFormats)[number];

/** full: the feed is the whole stock; partial: it only adds and updates. */
export const stockImportModes = ['full', 'partial'] as const;
export type StockImportMode = (typeof stockImportModes)[number];

/** How a run of an import ended (held: it would have removed too much stock, and sold nothing). */
export const stockImportStatuses = ['running', 'done', 'held', 'failed'] as const;
export type StockImportStatus = (typeof stockImportStatuses)[number];

const ipAddress = z.union([z.ipv4(), z.ipv6()]);

/** How a site's stock feed is read and applied (docs/stock-feeds.md). */
export const stockFeedConfigSchema = z
  .strictObject({
    format: z
      .enum(feedFormats)
      .default('csv')
      .describe(
        'The feed file format, when the file name or URL does not end in .csv, .json or .xml.',
      ),
    mode: z
      .enum(stockImportModes)
      .default('full')
      .describe(
        'full: the feed is the whole stock, cars missing from it are marked sold; partial: the feed only adds and updates.',
      ),
    matchBy: z
      .enum(['stockNumber', 'vin', 'stockNumberThenVin'])
      .default('stockNumberThenVin')
      .describe(
        'How a feed row finds its car: by stock number, by VIN, or by stock number with VIN as the fallback.',
      ),
    columns: z
      .record(z.string().min(1), z.enum(feedFieldNames))
      .default({})
      .describe(
        "Source column → field of the default column set, e.g. { 'StockNo': 'stock_number' }. Matching ignores case. Unmapped columns keep their default name.",
      ),
    valueMaps: z
      .partialRecord(z.enum(feedFieldNames), z.record(z.string(), z.string()))
      .default({})
      .describe(
        "Per field, feed value → stored value, applied before validation, e.g. { 'car_type': { 'U': 'used', 'N': 'new' } }. Matching ignores case.",
      ),
    dateFormat: z
      .enum(feedDateFormats)
      .default('yyyy-MM-dd')
      .describe('How dates (rego_expiry) are written in the feed.'),
    priceUnit: z
      .enum(['dollars', 'cents'])
      .default('dollars')
      .describe('Whether money columns are whole dollars (45990 or $45,990) or cents (4599000).'),
    listSeparator: z
      .string()
      .min(1)
      .default('|')
      .describe('Separates the items of a list column (images, features…) in a CSV cell.'),
    csvDelimiter: z.string().length(1).default(',').describe('The CSV field delimiter.'),
    xmlRecordTag: z
      .string()
      .regex(/^[A-Za-z_][\w.-]*$/, 'an XML element name')
      .default('car')
      .describe('The XML element that holds one vehicle.'),
    removalGuardShare: z
      .number()
      .min(0)
      .max(1)
      .default(0.3)
      .describe(
        "A full feed that would mark more than this share of the site's in-stock cars sold is held for confirmation (a truncated file must not empty the site).",
      ),
    schedule: z
      .strictObject({
        url: z
          .url({ protocol: /^https?$/ })
          .describe('The feed URL the app pulls (http or https).'),
        intervalMinutes: z
          .number()
          .int()
          .min(5)
          .max(7 * 24 * 60)
          .default(180)
          .describe('Minutes between pulls.'),
        headers: z
          .record(z.string().regex(/^[A-Za-z0-9-]+$/, 'a header name'), z.string())
          .default({})
          .describe(
            "Request headers, e.g. { 'Authorization': 'Bearer …' } for a feed behind a login.",
          ),
      })
      .nullable()
      .default(null)
      .describe(
        "Pull the feed from a URL on a schedule, run by the app's worker (one instance at a time per site). Null: imports only by command.",
      ),
    privateAddresses: z
      .array(
        z
          .string()
          .refine(
            (value) => ipAddress.safeParse(value).success,
            'must be an IP address, e.g. 10.0.0.5',
          ),
      )
      .max(20)
      .default([])
      .describe(
        "Private IP addresses (e.g. '10.0.0.5', a dealer system on the dealer's own network) this site's feed URL and photo URLs may be fetched from, exactly as listed. Empty: only public addresses; loopback, private, link-local and metadata addresses are refused, redirects included.",
      ),
    batchSize: z
      .number()
      .int()
      .min(1)
      .max(5000)
      .default(500)
      .describe('Rows written per transaction.'),
  })
  .superRefine((config, context) => {
    const seen = new Map<string, string>();
    for (const [source, field] of Object.entries(config.columns)) {
      const key = source.trim().toLowerCase();
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['columns', source],
          message: `column '${source}' is mapped twice (also as '${earlier}')`,
        });
      }
      seen.set(key, source);
      if (Object.values(config.columns).filter((other) => other === field).length > 1) {
        context.addIssue({
          code: 'custom',
          path: ['columns', source],
          message: `field '${field}' is the target of more than one column`,
        });
      }
    }
    for (const [name, map] of Object.entries(config.valueMaps)) {
      const field = feedFieldsByName.get(name);
      if (field?.kind.type !== 'enum') continue;
      for (const [from, to] of Object.entries(map ?? {})) {
        if (!field.kind.values.includes(to)) {
          context.addIssue({
            code: 'custom',
            path: ['valueMaps', name, from],
            message: `'${to}' is not one of ${field.kind.values.join(', ')}`,
          });
        }
      }
    }
  })
  .prefault({});

export type StockFeedConfig = z.infer<typeof stockFeedConfigSchema>;
