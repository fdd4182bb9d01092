import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findUnsupportedUrlPart,
  hasUnsupportedCharacters,
  replaceUnsupportedCharacters,
} from './unsupported-characters.ts';

/** Text mixing halves of surrogate pairs, whole pairs, controls and ordinary characters. */
const trickyText = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0, max: 0x7f }).map((code) => String.fromCharCode(code)),
    fc.constantFrom('é', '🚗', '\uFFFD', '\u2028'),
  ),
  maxLength: 20,
});

describe('hasUnsupportedCharacters', () => {
  it('finds NUL, other C0 controls and lone surrogates', () => {
    for (const text of ['a\u0000b', '\u0001', 'x\u001F', '\u000B', '\uD800', 'a\uDC00b', '\uDBFFz'])
      expect(hasUnsupportedCharacters(text), JSON.stringify(text)).toBe(true);
  });

  it('accepts ordinary text: tabs, line breaks, accents, emoji (paired surrogates)', () => {
    for (const text of ['Jo', 'line\r\nbreak\ttab', 'Zoë Ngũgĩ', '🚗 ute', '\uD83D\uDE97', ''])
      expect(hasUnsupportedCharacters(text), text).toBe(false);
  });

  it('agrees with a UTF-8 round trip on any text without control characters', () => {
    // Encoding replaces lone surrogates, so only well-formed text comes back unchanged.
    const roundTrip = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text));
    fc.assert(
      fc.property(trickyText, (text) => {
        if ([...text].some((char) => char < ' ' && !'\t\n\r'.includes(char))) return;
        expect(hasUnsupportedCharacters(text)).toBe(roundTrip(text) !== text);
      }),
    );
  });
});

describe('replaceUnsupportedCharacters', () => {
  it('keeps good text and replaces each bad character once', () => {
    expect(replaceUnsupportedCharacters('a\u0000b\uD800c🚗')).toBe('a\uFFFDb\uFFFDc🚗');
  });

  it('always leaves text the rule accepts', () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        expect(hasUnsupportedCharacters(replaceUnsupportedCharacters(text))).toBe(false);
      }),
    );
  });
});

describe('findUnsupportedUrlPart', () => {
  it('names the path or the query parameter that carries one', () => {
    expect(findUnsupportedUrlPart('/cars/a%00b', new URLSearchParams())).toBe('path');
    expect(findUnsupportedUrlPart('/print', new URLSearchParams('car_id=%00'))).toBe('car_id');
    expect(findUnsupportedUrlPart('/x', new URLSearchParams('a=1&make=F%01'))).toBe('make');
    expect(findUnsupportedUrlPart('/search', new URLSearchParams('query=ranger%0A'))).toBeNull();
    expect(findUnsupportedUrlPart('/%ZZ', new URLSearchParams())).toBeNull();
  });
});
