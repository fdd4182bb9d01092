import { describe, expect, it } from 'vitest';
import { getModelLabel } from './model-label.ts';
import { matchModelPath, modelHref, modelPath } from './model-link.ts';

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

describe('model path rewrites (navigation.modelPathRewrites)', () => {
  const phev = { slug: 'ranger-phev', newSlug: null, overrideUrl: null };
  const rewrites = [{ model: 'ranger-phev', path: '/ranger-hybrid' }];

  it('send links to the rewritten path, unless an override URL replaces them', () => {
    expect(modelHref(phev, rewrites)).toBe('/ranger-hybrid');
    expect(modelHref(ranger, rewrites)).toBe('/ranger');
    expect(modelHref({ ...phev, overrideUrl: 'https://www.ford.com.au/' }, rewrites)).toBe(
      'https://www.ford.com.au/',
    );
  });

  it('match the new slug too', () => {
    expect(modelPath({ ...ranger, newSlug: 'ranger-phev' }, rewrites)).toBe('/ranger-hybrid');
  });
});

describe('matchModelPath', () => {
  const renamed = { slug: 'everest', newSlug: 'next-gen-everest', overrideUrl: null };
  const phev = { slug: 'ranger-phev', newSlug: null, overrideUrl: null };
  const models = [ranger, renamed, phev];
  const rewrites = [{ model: 'ranger-phev', path: '/ranger-hybrid' }];

  it('finds a model at its own path', () => {
    expect(matchModelPath(models, '/ranger')).toEqual({ kind: 'page', model: ranger });
    expect(matchModelPath(models, '/next-gen-everest')).toEqual({ kind: 'page', model: renamed });
    expect(matchModelPath(models, '/ranger-hybrid', rewrites)).toEqual({
      kind: 'page',
      model: phev,
    });
  });

  it('moves an old slug or a rewritten model path to the model page', () => {
    expect(matchModelPath(models, '/everest')).toEqual({
      kind: 'redirect',
      to: '/next-gen-everest',
    });
    expect(matchModelPath(models, '/ranger-phev', rewrites)).toEqual({
      kind: 'redirect',
      to: '/ranger-hybrid',
    });
  });

  it('knows nothing of other paths', () => {
    expect(matchModelPath(models, '/constructor')).toBeNull();
    expect(matchModelPath(models, '/ranger/x')).toBeNull();
  });
});

describe('getModelLabel', () => {
  it("reads 'New', or 'Coming Soon' with an icon", () => {
    expect(getModelLabel('new')).toEqual({ text: 'New', icon: false });
    expect(getModelLabel('coming_soon')).toEqual({ text: 'Coming Soon', icon: true });
  });
});
