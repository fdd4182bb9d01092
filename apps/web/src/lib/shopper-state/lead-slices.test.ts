import { describe, expect, it } from 'vitest';
import { linkedParamsSlice, userDetailsSlice, visitedPagesSlice } from './lead-slices.ts';
import { parseStoredList, prependItem } from './list-slice.ts';

describe('lead shopper-state slices', () => {
  it('keeps one set of user details and survives corrupt or partial data', () => {
    const me = {
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412345678',
      postcode: '4163',
    };
    expect(parseStoredList(userDetailsSlice, { v: 1, items: [me, { ...me, name: 'Al' }] })).toEqual(
      [me],
    );
    expect(parseStoredList(userDetailsSlice, { v: 1, items: [{ name: 42 }] })).toEqual([]);
    expect(parseStoredList(userDetailsSlice, 'junk')).toEqual([]);
  });

  it('keeps the 20 most recent pages, newest first and without repeats', () => {
    let pages: string[] = [];
    for (let index = 0; index < 25; index += 1)
      pages = prependItem(visitedPagesSlice, pages, `/p${index}`);
    pages = prependItem(visitedPagesSlice, pages, '/p10');
    expect(pages).toHaveLength(20);
    expect(pages[0]).toBe('/p10');
    expect(pages.filter((page) => page === '/p10')).toHaveLength(1);
  });

  it('replaces a campaign parameter seen again', () => {
    const params = prependItem(linkedParamsSlice, [{ key: 'utm_source', value: 'a' }], {
      key: 'utm_source',
      value: 'b',
    });
    expect(params).toEqual([{ key: 'utm_source', value: 'b' }]);
  });
});
