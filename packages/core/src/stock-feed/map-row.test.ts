import { describe, expect, it } from 'vitest';
import { createRowMapper, listColumns, parseDate } from './map-row.ts';
import { type StockFeedConfig, stockFeedConfigSchema } from './stock-feed-config.ts';

const config = (overrides: Record<string, unknown> = {}): StockFeedConfig =>
  stockFeedConfigSchema.parse(overrides);
const record = (entries: Record<string, string | string[]>) => new Map(Object.entries(entries));
const base = { stock_number: 'HF1', car_type: 'used', year: '2021', make: 'Ford', model: 'Ranger' };

describe('mapping a feed row onto a car', () => {
  it('reads every kind of value in the default column set', () => {
    const { mapRow } = createRowMapper(config());
    const result = mapRow(
      record({
        ...base,
        price: '$45,990',
        km: '45,000',
        reserved: 'Yes',
        status: 'Coming Soon',
        rego_expiry: '2027-03-31',
        images: 'https://a/1.jpg| https://a/2.jpg |',
        variant_fuel_consumption_combined: '7.4',
        badge: '',
      }),
      2,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.fromEntries(result.car.values)).toEqual({
      stock_number: 'HF1',
      car_type: 'used',
      year: 2021,
      make: 'Ford',
      model: 'Ranger',
      price: 45_990,
      km: 45_000,
      reserved: true,
      status: 'coming_soon',
      rego_expiry: '2027-03-31',
      images: ['https://a/1.jpg', 'https://a/2.jpg'],
      variant_fuel_consumption_combined: 7.4,
      badge: null,
    });
    expect(result.car.stockNumber).toBe('HF1');
  });

  it('applies the site mapping: renamed columns, value maps, cents and day-first dates', () => {
    const { mapRow, ignoredColumns } = createRowMapper(
      config({
        columns: { StockNo: 'stock_number', Condition: 'car_type', Rego_Exp: 'rego_expiry' },
        valueMaps: { car_type: { U: 'used', N: 'new' } },
        priceUnit: 'cents',
        dateFormat: 'dd/MM/yyyy',
      }),
    );
    const result = mapRow(
      record({
        stockno: 'A7',
        condition: 'u',
        year: '2020',
        make: 'Kia',
        model: 'Rio',
        price: '1999050',
        rego_exp: '31/03/2027',
        stock_number: 'ignored: the site renamed this field',
        colourcode: 'X1',
      }),
      5,
    );
    expect(result.ok && Object.fromEntries(result.car.values)).toMatchObject({
      stock_number: 'A7',
      car_type: 'used',
      price: 19_991,
      rego_expiry: '2027-03-31',
    });
    expect([...ignoredColumns].sort()).toEqual(['colourcode', 'stock_number']);
  });

  it('rejects a row with every bad field named: row, field, reason and value', () => {
    const { mapRow } = createRowMapper(config());
    const result = mapRow(
      record({
        stock_number: '',
        car_type: 'second-hand',
        year: '20x1',
        make: 'Ford',
        model: '',
        price: 'POA',
        rego_expiry: '2027-02-30',
        reserved: 'maybe',
      }),
      9,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          row: 9,
          field: 'car_type',
          reason: 'is not one of new, demo, used',
          value: 'second-hand',
        },
        { row: 9, field: 'year', reason: 'is not a whole number', value: '20x1' },
        { row: 9, field: 'price', reason: 'is not an amount of dollars', value: 'POA' },
        {
          row: 9,
          field: 'rego_expiry',
          reason: 'is not a date in the format yyyy-MM-dd',
          value: '2027-02-30',
        },
        { row: 9, field: 'reserved', reason: 'is not yes or no', value: 'maybe' },
        { row: 9, field: 'model', reason: 'is required', value: '' },
        { row: 9, field: 'stock_number', reason: 'a stock number or a VIN is required', value: '' },
      ],
    });
  });

  it('accepts only http and https in the fields that hold URLs, naming the bad field', () => {
    const { mapRow } = createRowMapper(config());
    const good = mapRow(
      record({
        ...base,
        video_url: 'https://video.example/v/1',
        history_report_url: 'http://reports.example/HF1.pdf',
        images: 'https://a/1.jpg|HTTPS://a/2.jpg',
        walkaround_videos: ['https://a/walk.mp4'],
        spin_code: 'javascript-is-not-a-url-here',
      }),
      2,
    );
    expect(good.ok).toBe(true);
    const bad = mapRow(
      record({
        ...base,
        video_url: 'javascript:alert(document.cookie)',
        history_report_url: 'JavaScript:alert(1)',
        external_video_url: '//youtube.example/watch',
        spin_interior_image: 'data:image/svg+xml,<svg onload=alert(1)>',
        images: 'https://a/1.jpg|java\tscript:alert(1)',
        spin_images: ['https://a/s1.jpg', 'file:///etc/passwd'],
        walkaround_videos: 'vbscript:msgbox(1)',
      }),
      4,
    );
    expect(bad).toEqual({
      ok: false,
      errors: [
        {
          row: 4,
          field: 'video_url',
          reason: 'uses javascript: (only http and https URLs are accepted)',
          value: 'javascript:alert(document.cookie)',
        },
        {
          row: 4,
          field: 'history_report_url',
          reason: 'uses javascript: (only http and https URLs are accepted)',
          value: 'JavaScript:alert(1)',
        },
        {
          row: 4,
          field: 'external_video_url',
          reason: 'is not an absolute URL (http or https)',
          value: '//youtube.example/watch',
        },
        {
          row: 4,
          field: 'spin_interior_image',
          reason: 'uses data: (only http and https URLs are accepted)',
          value: 'data:image/svg+xml,<svg onload=alert(1)>',
        },
        {
          row: 4,
          field: 'images',
          reason: 'item 2 uses javascript: (only http and https URLs are accepted)',
          value: 'https://a/1.jpg|java\tscript:alert(1)',
        },
        {
          row: 4,
          field: 'spin_images',
          reason: 'item 2 uses file: (only http and https URLs are accepted)',
          value: 'https://a/s1.jpg | file:///etc/passwd',
        },
        {
          row: 4,
          field: 'walkaround_videos',
          reason: 'item 1 uses vbscript: (only http and https URLs are accepted)',
          value: 'vbscript:msgbox(1)',
        },
      ],
    });
  });

  it('needs the configured match key', () => {
    const { mapRow } = createRowMapper(config({ matchBy: 'vin' }));
    const result = mapRow(record(base), 3);
    expect(result.ok ? [] : result.errors.map((error) => error.field)).toEqual(['vin']);
  });

  it('takes an empty cell of an always-set field as its default and marks a listed car in stock', () => {
    const { mapRow } = createRowMapper(config());
    const result = mapRow(record({ ...base, price: '', show_on_dealer_website: '' }), 2);
    expect(result.ok && Object.fromEntries(result.car.values)).toMatchObject({
      price: 0,
      show_on_dealer_website: true,
      status: 'in_stock',
    });
  });

  it('knows which columns hold lists, under their mapped names too', () => {
    const columns = listColumns(config({ columns: { Photos: 'images' } }));
    expect(columns.has('photos')).toBe(true);
    expect(columns.has('images')).toBe(false);
    expect(columns.has('features')).toBe(true);
  });
});

describe('the stock feed config', () => {
  it('refuses a value map to a value the field cannot take, and a field mapped twice', () => {
    const parsed = stockFeedConfigSchema.safeParse({
      columns: { A: 'stock_number', B: 'stock_number' },
      valueMaps: { car_type: { U: 'preloved' } },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'columns.A',
      'columns.B',
      'valueMaps.car_type.U',
    ]);
  });

  it('refuses a column mapped to a field that does not exist', () => {
    expect(stockFeedConfigSchema.safeParse({ columns: { A: 'colour_code' } }).success).toBe(false);
  });
});

describe('parseDate', () => {
  it('reads each format and refuses impossible dates', () => {
    expect(parseDate('5/1/2027', 'dd/MM/yyyy')).toBe('2027-01-05');
    expect(parseDate('5/1/2027', 'MM/dd/yyyy')).toBe('2027-05-01');
    expect(parseDate('20270131', 'yyyyMMdd')).toBe('2027-01-31');
    expect(parseDate('2027-02-29', 'yyyy-MM-dd')).toBeNull();
    expect(parseDate('31/03/27', 'dd/MM/yyyy')).toBeNull();
  });
});
