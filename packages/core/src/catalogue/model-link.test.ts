import { describe, expect, it } from 'vitest';
import { modelHref, modelPath } from './model-link.ts';

const ranger = { slug: 'ranger', newSlug: null, overrideUrl: null };

describe('model links', () => {
  it('goes to the model page, preferring the new slug', () => {
    expect(modelPath(ranger)).toBe('/ranger');
    expect(modelPath({ ...ranger, newSlug: 'new-ranger' })).toBe('/new-ranger');
    expect(modelHref({ ...ranger, newSlug: '' })).toBe('/ranger');
  });

  it('lets an override URL replace the link', () => {
    expect(modelHref({ ...ranger, overrideUrl: '/ranger-hybrid' })).toBe('/ranger-hybrid');
    expect(modelHref({ ...ranger, overrideUrl: 'https://www.ford.com.au/ranger' })).toBe(
      'https://www.ford.com.au/ranger',
    );
  });

  it('ignores an override that is not a safe link', () => {
    for (const overrideUrl of [
      'javascript:alert(1)',
      '//evil.test',
      '/\\evil.test',
      '  ',
      'ftp://x',
    ]) {
      expect(modelHref({ ...ranger, overrideUrl })).toBe('/ranger');
    }
  });
});
