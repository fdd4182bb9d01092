import { describe, expect, it } from 'vitest';
import { readWholeNumberSetting } from './whole-number-setting.mjs';

describe('readWholeNumberSetting', () => {
  it('falls back when unset or empty', () => {
    expect(readWholeNumberSetting({}, 'PORT', 3000, 0, 65_535)).toBe(3000);
    expect(readWholeNumberSetting({ PORT: '' }, 'PORT', null, 0, 65_535)).toBeNull();
  });

  it('reads a whole number in range', () => {
    expect(readWholeNumberSetting({ PORT: '8080' }, 'PORT', 3000, 0, 65_535)).toBe(8080);
  });

  it.each(['abc', '3000abc', '80.5', '-1', '65536', '1e3', '0x50', ' '])(
    "refuses '%s' in one line naming the variable",
    (text) => {
      expect(() => readWholeNumberSetting({ PORT: text }, 'PORT', 3000, 0, 65_535)).toThrow(
        `PORT must be a whole number from 0 to 65535; got '${text}'.`,
      );
    },
  );
});
