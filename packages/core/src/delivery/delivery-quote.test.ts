import { describe, expect, it } from 'vitest';
import { deliveryConfigSchema } from './delivery-config.ts';
import {
  EMPTY_POSTCODE_MESSAGE,
  NO_ESTIMATE_MESSAGE,
  type PostcodePlace,
  quoteDelivery,
} from './delivery-quote.ts';

const places: Record<string, PostcodePlace> = {
  '4000': {
    postcode: '4000',
    placeName: 'Brisbane City',
    state: 'QLD',
    lat: -27.4679,
    lng: 153.0281,
  },
  '4350': { postcode: '4350', placeName: 'Toowoomba', state: 'QLD', lat: -27.5606, lng: 151.9539 },
  '2000': { postcode: '2000', placeName: 'Sydney', state: 'NSW', lat: -33.8688, lng: 151.2093 },
  '6000': { postcode: '6000', placeName: 'Perth', state: 'WA', lat: -31.9523, lng: 115.8613 },
};
const find = (postcode: string) => places[postcode] ?? null;
const brisbaneYard = { lat: -27.47, lng: 153.02 };
const { zones } = deliveryConfigSchema.parse({});

describe('quoteDelivery', () => {
  it("answers an empty postcode with 'Please enter a postcode.'", () => {
    expect(quoteDelivery('  ', brisbaneYard, zones, find)).toEqual({
      kind: 'error',
      message: EMPTY_POSTCODE_MESSAGE,
    });
  });
  it('prices by the first zone that covers the distance', () => {
    expect(quoteDelivery('4000', brisbaneYard, zones, find)).toMatchObject({
      priceDollars: 0,
      regionName: 'Local',
    });
    expect(quoteDelivery('4350', brisbaneYard, zones, find)).toMatchObject({
      priceDollars: 350,
      regionName: 'Metro and surrounds',
    });
    expect(quoteDelivery('2000', brisbaneYard, zones, find)).toMatchObject({
      priceDollars: 1950,
      regionName: 'Interstate',
    });
  });
  it('gives the no-estimate message for unknown postcodes, non-postcodes and places beyond the last zone', () => {
    const error = { kind: 'error', message: NO_ESTIMATE_MESSAGE };
    expect(quoteDelivery('9999', brisbaneYard, zones, find)).toEqual(error);
    expect(quoteDelivery('40OO', brisbaneYard, zones, find)).toEqual(error);
    expect(quoteDelivery('6000', brisbaneYard, zones.slice(0, 3), find)).toEqual(error);
  });
});
