import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carSlug, toSlug } from './slug.ts';

describe('toSlug', () => {
  it('folds accents, spells out superscripts and ligatures, and hyphenates the rest', () => {
    expect(toSlug('Škoda')).toBe('skoda');
    expect(toSlug(' Citroën C4 ')).toBe('citroen-c4');
    expect(toSlug('CX-3²')).toBe('cx-32');
    expect(toSlug('Mercedes-Benz')).toBe('mercedes-benz');
    expect(toSlug('Land Rover')).toBe('land-rover');
    expect(toSlug('Straße Ærø Łódź')).toBe('strasse-aero-lodz');
    expect(toSlug('ﬁat ½')).toBe('fiat-1-2');
    expect(toSlug('İstanbul')).toBe('istanbul');
    expect(toSlug('日産')).toBe('');
  });

  it('gives lower-case words joined by single hyphens, and is its own slug', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const slug = toSlug(name);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(toSlug(slug)).toBe(slug);
      }),
    );
  });
});

describe('carSlug', () => {
  it("ends in the car's id, so two cars never share one", () => {
    expect(carSlug('2021 Ford Ranger XLT', 101)).toBe('2021-ford-ranger-xlt-101');
    expect(carSlug('Škoda Octavia', 7)).toBe('skoda-octavia-7');
    expect(carSlug('日産', 8)).toBe('8');
  });
});
