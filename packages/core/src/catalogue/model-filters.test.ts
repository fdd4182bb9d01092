import { describe, expect, it } from 'vitest';
import { modelBodyFilters, parseModelBody } from './model-filters.ts';

const ranger = { status: 'new' as const, categories: ['Trucks'] };
const phev = { status: 'coming_soon' as const, categories: ['Trucks', 'Electric'] };
const everest = { status: 'new' as const, categories: ['SUVs'] };

describe('parseModelBody', () => {
  it('reads every footer filter', () => {
    for (const value of ['suv', 'trucks', 'vans', 'performance', 'electric', 'future-vehicles']) {
      const parsed = parseModelBody(value);
      expect(parsed.kind === 'filter' && parsed.filter.value).toBe(value);
    }
  });

  it('treats a missing or empty body as all models, whatever the case', () => {
    expect(parseModelBody(undefined)).toEqual({ kind: 'all' });
    expect(parseModelBody('')).toEqual({ kind: 'all' });
    expect(parseModelBody(['SUV', 'vans'])).toMatchObject({ kind: 'filter' });
  });

  it('says an unknown value is unknown instead of throwing', () => {
    expect(parseModelBody('constructor')).toEqual({ kind: 'unknown', value: 'constructor' });
    expect(parseModelBody('x'.repeat(500))).toEqual({ kind: 'unknown', value: 'x'.repeat(60) });
  });
});

describe('model body filters', () => {
  const pick = (value: string) => {
    const filter = modelBodyFilters.find((candidate) => candidate.value === value);
    if (!filter) throw new Error(value);
    return [ranger, phev, everest].filter((model) => filter.matches(model));
  };

  it('match a model in any of its categories', () => {
    expect(pick('trucks')).toEqual([ranger, phev]);
    expect(pick('electric')).toEqual([phev]);
    expect(pick('suv')).toEqual([everest]);
  });

  it('show coming-soon models as future vehicles', () => {
    expect(pick('future-vehicles')).toEqual([phev]);
  });
});
