import { describe, expect, it } from 'vitest';
import { parseFormBody } from './form-body.ts';

describe('parseFormBody', () => {
  it('reads Stripe bracket notation into objects and arrays', () => {
    const body =
      'mode=payment&line_items[0][quantity]=1&line_items[0][price_data][unit_amount]=20000&metadata[reservation_id]=7&allowed_payment_method_types[0]=card&success_url=https%3A%2F%2Fx.example%2Fa%3Fb%3D1';
    expect(parseFormBody(body)).toEqual({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { unit_amount: '20000' } }],
      metadata: { reservation_id: '7' },
      allowed_payment_method_types: ['card'],
      success_url: 'https://x.example/a?b=1',
    });
  });

  it('keeps __proto__ as a plain key, never a prototype', () => {
    const parsed = parseFormBody('metadata[__proto__][polluted]=yes&metadata[a]=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(parsed.metadata as object)).toEqual(['__proto__', 'a']);
  });

  it('refuses a name that is both a value and an object', () => {
    expect(() => parseFormBody('a=1&a[b]=2')).toThrow(/both a value and an object/);
  });
});
