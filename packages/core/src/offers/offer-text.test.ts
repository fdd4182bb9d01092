import { describe, expect, it } from 'vitest';
import { truncateOfferDescription, truncateOfferDisclaimer } from './offer-text.ts';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 10}`).join(' ');

describe('truncateOfferDescription (spec 2 §9)', () => {
  it('keeps a description of 200 characters whole', () => {
    const text = 'a'.repeat(200);
    expect(truncateOfferDescription(text)).toEqual({ text, truncated: false });
  });
  it('cuts a longer one to about 160 characters at a word boundary', () => {
    const text = words(60);
    const preview = truncateOfferDescription(text);
    expect(preview.truncated).toBe(true);
    expect(preview.text.endsWith('…')).toBe(true);
    const kept = preview.text.slice(0, -1);
    expect(kept.length).toBeLessThanOrEqual(160);
    expect(kept.length).toBeGreaterThan(140);
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toBe(' ');
  });
  it('cuts 201 characters too (the rule is above 200, to 160)', () =>
    expect(truncateOfferDescription(words(40).slice(0, 201)).text.length).toBeLessThanOrEqual(161));
});

describe('truncateOfferDisclaimer (spec 2 §9)', () => {
  it('keeps 200 characters whole and cuts 201 at a word boundary', () => {
    expect(truncateOfferDisclaimer('b'.repeat(200)).truncated).toBe(false);
    const text = words(40);
    const preview = truncateOfferDisclaimer(text);
    expect(preview.truncated).toBe(true);
    expect(preview.text.length).toBeLessThanOrEqual(201);
    expect(preview.text.length).toBeGreaterThan(180);
  });
});
