import { describe, expect, it } from 'vitest';
import { choosePhone, formatPhone, maskPhone, type PhoneSources, toTelHref } from './phone.ts';

describe('formatPhone', () => {
  it('turns +61 into 0 and groups ten digits 2-4-4', () => {
    expect(formatPhone('+61731234567')).toBe('07 3123 4567');
    expect(formatPhone('+61412345678')).toBe('04 1234 5678');
    expect(formatPhone('(07) 3123-4567')).toBe('07 3123 4567');
  });
  it('keeps 1300 and 13 numbers in their customary groups', () => {
    expect(formatPhone('1300123456')).toBe('1300 123 456');
    expect(formatPhone('131313')).toBe('13 13 13');
  });
});

describe('toTelHref', () => {
  it('dials Australian numbers internationally', () =>
    expect(toTelHref('07 3123 4567')).toBe('tel:+61731234567'));
});

describe('maskPhone', () => {
  it('shows the first 5 characters then asterisks', () => {
    expect(maskPhone('07 3123 4567', 5)).toBe('07 31** ****');
  });
});

describe('choosePhone', () => {
  const none: PhoneSources = {
    config: { override: null, newCars: null, usedCars: null, demoCars: null },
    dealership: null,
    location: null,
  };
  const withConfig = (config: Partial<PhoneSources['config']>): PhoneSources => ({
    ...none,
    config: { ...none.config, ...config },
  });

  it('uses the override above everything', () => {
    expect(
      choosePhone('used', {
        ...withConfig({ override: 'A', usedCars: 'B' }),
        location: { phone: 'C' },
      }),
    ).toBe('A');
  });
  it('uses the number for the car type, demo falling back to new', () => {
    expect(choosePhone('used', withConfig({ newCars: 'N', usedCars: 'U' }))).toBe('U');
    expect(choosePhone('demo', withConfig({ newCars: 'N', demoCars: 'D' }))).toBe('D');
    expect(choosePhone('demo', withConfig({ newCars: 'N' }))).toBe('N');
  });
  it('then the dealership new or used number, then the location phone', () => {
    const dealership = { newCarsPhone: 'DN', usedCarsPhone: 'DU' };
    expect(choosePhone('used', { ...none, dealership })).toBe('DU');
    expect(choosePhone('new', { ...none, dealership })).toBe('DN');
    expect(choosePhone('new', { ...none, location: { phone: 'L' } })).toBe('L');
    expect(choosePhone('new', none)).toBeNull();
  });
});
