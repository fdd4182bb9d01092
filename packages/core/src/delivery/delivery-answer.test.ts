import { describe, expect, it } from 'vitest';
import { readDeliveryAnswer } from './delivery-answer.ts';

describe('readDeliveryAnswer', () => {
  it('reads a quote or the message', () => {
    const quote = {
      kind: 'quote',
      priceDollars: 0,
      regionName: 'Metro',
      placeName: 'X',
      state: 'QLD',
    };
    expect(readDeliveryAnswer({ ...quote, extra: 1 })).toEqual(quote);
    expect(readDeliveryAnswer({ kind: 'error', message: 'No.' })).toEqual({
      kind: 'error',
      message: 'No.',
    });
  });

  it('refuses what is not an answer', () => {
    for (const body of [
      null,
      { ok: false, message: 'Not found' },
      { kind: 'quote', priceDollars: '5', regionName: 'M', placeName: 'X', state: 'QLD' },
      { kind: 'error' },
      { kind: 'other', message: 'x' },
    ]) {
      expect(() => readDeliveryAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});
