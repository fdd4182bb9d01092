import { describe, expect, it } from 'vitest';
import { foldText, tokenize, withinOneEdit } from './normalise.ts';
import { TextIndex } from './text-index.ts';

describe('text folding', () => {
  it('ignores case and accents', () => {
    expect(foldText('Škoda CITROËN')).toBe('skoda citroen');
    expect(tokenize('2021 Ford Ranger XLT (PX-III)')).toEqual([
      '2021',
      'ford',
      'ranger',
      'xlt',
      'px',
      'iii',
    ]);
  });
  it('knows one edit from two', () => {
    expect(withinOneEdit('ranger', 'rangr')).toBe(true);
    expect(withinOneEdit('ranger', 'rnager')).toBe(true);
    expect(withinOneEdit('ranger', 'ranher')).toBe(true);
    expect(withinOneEdit('ranger', 'rangerx')).toBe(true);
    expect(withinOneEdit('ranger', 'rnagre')).toBe(false);
  });
});

describe('TextIndex', () => {
  const index = new TextIndex();
  const docs = [
    '2021 Ford Ranger XLT Blue Brisbane',
    '2019 Toyota HiLux SR5 White',
    '2023 Škoda Octavia RS',
    '2020 Ford Everest Trend',
  ];
  for (const [docNo, text] of docs.entries()) index.add(docNo, text);
  const find = (query: string) => {
    const set = index.match(query, docs.length);
    return set ? docs.map((_, i) => i).filter((i) => set.has(i)) : null;
  };

  it('matches word prefixes, every word required', () => {
    expect(find('ford')).toEqual([0, 3]);
    expect(find('ran')).toEqual([0]);
    expect(find('ford ever')).toEqual([3]);
    expect(find('ford hilux')).toEqual([]);
  });
  it('is case- and accent-insensitive', () => {
    expect(find('SKODA')).toEqual([2]);
    expect(find('škoda octavia')).toEqual([2]);
  });
  it('forgives one typo in words of five letters or more, not in shorter ones', () => {
    expect(find('rnager')).toEqual([0]);
    expect(find('everset')).toEqual([3]);
    expect(find('toyta')).toEqual([1]);
    expect(find('frd')).toEqual([]);
    expect(find('2022')).toEqual([]);
  });
  it('has nothing to say about an empty query', () => expect(find('  ')).toBeNull());
});
