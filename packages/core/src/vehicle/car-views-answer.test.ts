import { describe, expect, it } from 'vitest';
import { readCarViewsAnswer } from './car-views-answer.ts';

describe('readCarViewsAnswer', () => {
  it('reads the count and the car fields', () => {
    const answer = {
      views: 12,
      car_fields: { photos_count: 24, updated_at: '2026-07-01T00:00:00.000Z' },
    };
    expect(readCarViewsAnswer(answer)).toEqual(answer);
  });

  it('refuses what is not an answer', () => {
    for (const body of [
      null,
      { ok: false, message: 'Not found' },
      { views: '12', car_fields: { photos_count: 1, updated_at: 'x' } },
      { views: 12, car_fields: { photos_count: 1 } },
    ]) {
      expect(() => readCarViewsAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});
