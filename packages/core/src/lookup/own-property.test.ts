import { describe, expect, it } from 'vitest';
import { prototypeKeys } from '../testing/prototype-keys.ts';
import { getOwn } from './own-property.ts';

describe('getOwn', () => {
  it('finds own keys and nothing Object.prototype has', () => {
    const record: Record<string, string> = { ford: 'Ford', toString: 'Own' };
    expect(getOwn(record, 'ford')).toBe('Ford');
    expect(getOwn(record, 'toString')).toBe('Own');
    for (const key of prototypeKeys.filter((name) => name !== 'toString'))
      expect(getOwn(record, key), key).toBeUndefined();
  });
});
