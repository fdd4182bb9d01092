import { describe, expect, it } from 'vitest';
import { readReservationAnswer } from './reservation-answer.ts';

describe('readReservationAnswer', () => {
  it('reads where to go next, or why not', () => {
    expect(
      readReservationAnswer({ ok: true, redirect_url: 'https://pay', reservation_url: '/r/1' }),
    ).toEqual({ ok: true, redirect_url: 'https://pay', reservation_url: '/r/1' });
    const taken = {
      ok: false,
      message: 'Sorry, this car was just reserved.',
      similar: [{ name: '2020 Ford Ranger', url: '/cars/ranger', price: 0 }],
    };
    expect(readReservationAnswer(taken)).toEqual(taken);
    expect(readReservationAnswer({ ok: false, errors: { email: 'Required.' } })).toEqual({
      ok: false,
      errors: { email: 'Required.' },
    });
  });

  it('refuses what is not an answer', () => {
    for (const body of [
      null,
      { redirect_url: '/x' },
      { ok: 'false' },
      { ok: false, similar: [{ name: 'X', url: '/x' }] },
      { ok: false, similar: { name: 'X', url: '/x', price: 1 } },
      { ok: true, reservation_url: null },
    ]) {
      expect(() => readReservationAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});
