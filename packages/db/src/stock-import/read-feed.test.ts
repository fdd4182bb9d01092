import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { listColumns, stockFeedConfigSchema } from '@forecourt/core/stock-feed';
import { describe, expect, it } from 'vitest';
import { FeedFormatError, type FeedItem, readFeed } from './read-feed.ts';

const sample = (name: string) =>
  readFileSync(new URL(`../../../../docs/stock-feeds/${name}`, import.meta.url), 'utf8');

/** The text in chunks of `size` characters, so records and tags straddle chunk boundaries. */
function chunked(text: string, size: number): Readable {
  const chunks: Buffer[] = [];
  const bytes = Buffer.from(text);
  for (let start = 0; start < bytes.length; start += size)
    chunks.push(bytes.subarray(start, start + size));
  return Readable.from(chunks, { objectMode: false });
}

async function read(format: 'csv' | 'json' | 'xml', text: string, size = 7): Promise<FeedItem[]> {
  const config = stockFeedConfigSchema.parse({ format });
  const items: FeedItem[] = [];
  for await (const item of readFeed(chunked(text, size), config, listColumns(config)))
    items.push(item);
  return items;
}

const records = (items: FeedItem[]) =>
  items.map((item) => ('record' in item ? Object.fromEntries(item.record) : item.error));

describe('reading feeds', () => {
  it('reads the same first car from each sample format, whatever the chunk size', async () => {
    for (const size of [1, 7, 65_536]) {
      const [csv] = records(await read('csv', sample('sample.csv'), size));
      const [json] = records(await read('json', sample('sample.json'), size));
      const [xml] = records(await read('xml', sample('sample.xml'), size));
      const images = [
        'https://cdn.example.com/hf1001/1.jpg',
        'https://cdn.example.com/hf1001/2.jpg',
      ];
      expect(csv).toMatchObject({
        stock_number: 'HF1001',
        make: 'Ford',
        location: 'harbour-ford-cleveland',
        variant_cylinders: '4',
      });
      expect(json).toMatchObject({
        stock_number: 'HF1001',
        year: '2021',
        images,
        variant_cylinders: '4',
      });
      expect(xml).toMatchObject({
        stock_number: 'HF1001',
        images,
        variant_cylinders: '4',
        dealer_comments: 'One owner, <b>full</b> service history.',
      });
    }
  });

  it('numbers CSV rows as a spreadsheet does and reports a row with the wrong cell count', async () => {
    const items = await read('csv', 'stock_number,make\nA1,Ford\nA2\n"A3","Kia"\n');
    expect(items.map((item) => item.row)).toEqual([2, 3, 4]);
    expect(records(items)[1]).toEqual({
      row: 3,
      field: '(row)',
      reason: 'has 1 cells where the header has 2',
      value: 'A2',
    });
  });

  it('stops at a CSV that cannot be read on', async () => {
    await expect(read('csv', 'stock_number,make\nA1,"Ford\n')).rejects.toThrow(FeedFormatError);
  });

  it('reports a JSON record that is not an object and reads past it, braces inside strings included', async () => {
    const items = records(
      await read('json', '[{"stock_number":"A1","model":"x]}{,"}, 42, {"stock_number":"A3"}]', 3),
    );
    expect(items).toEqual([
      { stock_number: 'A1', model: 'x]}{,' },
      { row: 2, field: '(record)', reason: 'is not an object', value: '42' },
      { stock_number: 'A3' },
    ]);
  });

  it('refuses a JSON feed cut off inside its array', async () => {
    await expect(read('json', '[{"stock_number":"A1"},{"stock_')).rejects.toThrow(/ends inside/);
  });

  it('reads only the record elements of an XML feed and reports a broken one', async () => {
    const xml =
      '<?xml version="1.0"?><cars><car><make>Kia</make></car><carpark>no</carpark><car><make>Ford</mak></car><car><images><image>u</image></images></car></cars>';
    const items = records(await read('xml', xml, 5));
    expect(items[0]).toEqual({ make: 'Kia' });
    expect(items[1]).toMatchObject({ row: 2, field: '(record)' });
    expect(items[2]).toEqual({ images: ['u'] });
  });

  it('refuses an XML feed cut off inside a record', async () => {
    await expect(read('xml', '<cars><car><make>Kia</make></car><car><make>Fo')).rejects.toThrow(
      /ends inside record 2/,
    );
  });
});
