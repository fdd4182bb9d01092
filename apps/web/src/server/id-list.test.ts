import { describe, expect, it } from 'vitest';
import { parseIdList } from './id-list.ts';

describe('parseIdList', () => {
  it('keeps positive integer ids once each, up to the limit', () => {
    expect(parseIdList('3,7, 3,x,-1,0,12', 10)).toEqual([3, 7, 12]);
    expect(parseIdList('1,2,3,4,5', 4)).toEqual([1, 2, 3, 4]);
    expect(parseIdList(null, 4)).toEqual([]);
    expect(parseIdList('99999999999', 4)).toEqual([]);
  });
});
