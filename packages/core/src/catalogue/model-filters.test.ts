import { describe, expect, it } from 'vitest';
import {
  listLiveModelBodyFilters,
  modelBodyFilters,
  parseModelBody,
  selectLiveModelLinks,
} from './model-filters.ts';

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

describe('model filter links lead to models (issue 25 §4)', () => {
  const footer = [
    { label: 'SUVs', href: '/models?body=suv' },
    { label: 'Trucks', href: '/models?body=trucks' },
    { label: 'Vans', href: '/models?body=vans' },
    { label: 'Performance', href: '/models?body=performance' },
    { label: 'Electric', href: '/models?body=electric' },
    { label: 'Future Vehicles', href: '/models?body=future-vehicles' },
    { label: 'Our history', href: '/our-history' },
  ];

  it('keeps only the bodies some model has, and other links', () => {
    expect(selectLiveModelLinks(footer, [ranger, phev, everest]).map((l) => l.label)).toEqual([
      'SUVs',
      'Trucks',
      'Electric',
      'Future Vehicles',
      'Our history',
    ]);
    expect(listLiveModelBodyFilters([ranger]).map((filter) => filter.value)).toEqual(['trucks']);
  });

  it('lists none for models without those bodies, such as motorcycles', () => {
    const bike = { status: 'new' as const, categories: [] };
    expect(selectLiveModelLinks(footer, [bike]).map((l) => l.label)).toEqual(['Our history']);
    expect(listLiveModelBodyFilters([bike])).toEqual([]);
  });
});
