import { GOOGLE_REQUIRED_ATTRIBUTES, META_COLUMNS } from '@forecourt/core/stock-feed';
import { sendToSite } from '@forecourt/testing/send-to-site';
import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';

// The catalogue feeds through the running app on the seeded demo database: each format parses,
// every item carries what its catalogue requires, links are absolute vehicle pages that exist,
// and the report accounts for the cars left out.

const port = appPort();
const site = 'harbour-ford';
const get = (path: string) =>
  sendToSite(port, `${site}.localhost:${port}`, {
    path,
    timeoutMs: 60_000,
    waitWhenRationed: true,
  });

describe('catalogue feeds', () => {
  it('serve a well-formed Google vehicle feed, a Meta CSV and a report that agree', async () => {
    const [google, meta, report] = await Promise.all([
      get('/feeds/google-vehicles.xml'),
      get('/feeds/meta-vehicles.csv'),
      get('/feeds/report.json'),
    ]);
    expect(google.status).toBe(200);
    expect(google.headers['content-type']).toContain('application/xml');
    expect(XMLValidator.validate(google.text)).toBe(true);
    const items = new XMLParser({ isArray: (name) => name === 'item', parseTagValue: false }).parse(
      google.text,
    ).rss.channel.item as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      for (const attribute of GOOGLE_REQUIRED_ATTRIBUTES)
        expect(item[`g:${attribute}`], attribute).toBeTruthy();
      expect(String(item['g:price'])).toMatch(/^\d+\.00 AUD$/);
      expect(String(item['g:mileage'])).toMatch(/^\d+ km$/);
      expect(String(item['g:link'])).toMatch(
        new RegExp(`^http://${site}\\.localhost:${port}/cars/`),
      );
    }

    expect(meta.status).toBe(200);
    const rows = parse(meta.text, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([...META_COLUMNS]);
    expect(rows.map((row) => row.vin).sort()).toEqual(
      items.map((item) => String(item['g:vin'])).sort(),
    );

    const summary = JSON.parse(report.text) as {
      included: number;
      excluded: Record<string, number>;
    };
    expect(summary.included).toBe(items.length);
    expect(Object.keys(summary.excluded).sort()).toEqual([
      'no_image',
      'no_location',
      'no_price',
      'no_vin',
    ]);

    // A sample of links are vehicle pages that answer.
    for (const item of items.slice(0, 3)) {
      const path = new URL(String(item['g:link'])).pathname;
      expect((await get(path)).status, path).toBe(200);
    }
  });
});
