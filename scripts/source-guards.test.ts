import { describe, expect, it } from 'vitest';
import { checkSources, listSourceFiles, sourceRules } from './source-guards.ts';

describe('source guards (STYLE.md "Lessons"; issue 26 §7)', () => {
  const files = listSourceFiles();

  it.each(sourceRules.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    const breaches = checkSources([rule], files).map(
      (breach) => `[${breach.rule}] ${breach.path}: ${breach.message}`,
    );
    expect(breaches).toEqual([]);
  });

  it('catches a breach, a grown ratchet and a stale exception', () => {
    const rule = sourceRules.find((candidate) => candidate.name === 'raw-button');
    if (!rule) throw new Error('no raw-button rule');
    const sources: Record<string, string> = {
      'apps/web/src/components/new-thing.tsx': 'export const X = () => <button type="button" />;',
      'apps/web/src/components/leads/submit-button.tsx': '<button>a</button><button>b</button>',
    };
    const breaches = checkSources([rule], Object.keys(sources), (path) => sources[path] ?? '');
    const byPath = (path: string) => breaches.find((breach) => breach.path === path)?.message;
    expect(byPath('apps/web/src/components/new-thing.tsx')).toContain('use Button');
    expect(byPath('apps/web/src/components/leads/submit-button.tsx')).toContain(
      'more than the 1 allowed',
    );
    expect(byPath('apps/web/src/components/vehicle/favourite-toggle.tsx')).toContain(
      'lower or remove it',
    );
  });
});
