import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../config/merge-config.ts';
import { getDefaultFooter } from '../navigation/navigation-config.ts';
import { itemTypes } from './car.ts';
import {
  fillVehicleWords,
  listForeignVehicleWords,
  vehicleVocabularies,
} from './vehicle-vocabulary.ts';

const words = (site: Parameters<typeof resolveSiteConfig>[1]) => {
  const config = resolveSiteConfig({}, site);
  return {
    noun: config.cars.vehicleNoun,
    keyword: config.navigation.keywordSearchPlaceholder,
    promo: config.search.promos.map((promo) => [promo.title, ...promo.lines]),
    buyerTools: config.navigation.footer[0]?.links.slice(0, 3).map((link) => link.label),
    vehicleOfInterest: config.forms.vehicleOfInterestPlaceholder,
    fleet: config.forms.fleetPlaceholder,
    parts: config.forms.partsPlaceholder,
  };
};

describe('the vehicle vocabulary (issue 25 §4)', () => {
  it("gives a car site spec 1 and 2's own words", () => {
    expect(words({})).toEqual({
      noun: { singular: 'Car', plural: 'Cars' },
      keyword: 'Keyword search eg. EV, SUV, Toyota',
      promo: [
        [
          'We Want Your Car!',
          'We buy all types of cars',
          'Our high turnover means we can pay more',
        ],
      ],
      buyerTools: ['New Cars', 'Demo Cars', 'Used Cars'],
      vehicleOfInterest: 'e.g. Ford Ranger XLT',
      fleet: 'e.g. 5 utes over 12 months',
      parts: 'e.g. Genuine roof racks for a 2022 Ranger XLT',
    });
  });

  it("gives a motorcycle or caravan site its own words everywhere, with no 'car'", () => {
    const bikes = words({ cars: { vehicleKind: 'motorcycle' } });
    expect(bikes.noun).toEqual({ singular: 'Motorcycle', plural: 'Motorcycles' });
    expect(bikes.buyerTools).toEqual(['New Motorcycles', 'Demo Motorcycles', 'Used Motorcycles']);
    expect(bikes.promo[0]?.[0]).toBe('We Want Your Motorcycle!');
    for (const kind of ['motorcycle', 'caravan'] as const) {
      const text = JSON.stringify(words({ cars: { vehicleKind: kind } }));
      expect(text).not.toMatch(/\bcars?\b|SUV|Ranger|Toyota|\butes\b/i);
    }
  });

  it("lets a dealer override any one word, and names used cars as the dealer does ('Pre-Owned')", () => {
    const site = words({
      cars: {
        vehicleKind: 'caravan',
        vehicleNoun: { singular: 'RV', plural: 'RVs' },
        carTypeLabels: { used: 'Pre-Loved' },
      },
      navigation: { keywordSearchPlaceholder: 'Search our vans' },
      search: { promos: [] },
    });
    expect(site.noun).toEqual({ singular: 'RV', plural: 'RVs' });
    expect(site.keyword).toBe('Search our vans');
    expect(site.promo).toEqual([]);
    expect(site.buyerTools).toEqual(['New RVs', 'Demo RVs', 'Pre-Loved RVs']);
    expect(site.vehicleOfInterest).toBe(vehicleVocabularies.caravan.vehicleOfInterestPlaceholder);
    expect(words({ cars: { carTypeLabels: { used: 'Pre-Owned' } } }).buyerTools?.[2]).toBe(
      'Pre-Owned Cars',
    );
  });

  it('keeps a footer the dealer wrote as written', () => {
    const footer = [{ title: 'Shop', links: [{ label: 'Used Cars', href: '/search/used-cars' }] }];
    const config = resolveSiteConfig(
      {},
      { cars: { vehicleKind: 'motorcycle' }, navigation: { footer } },
    );
    expect(config.navigation.footer).toEqual(footer);
    expect(
      getDefaultFooter(
        { singular: 'Car', plural: 'Cars' },
        { new: 'New', demo: 'Demo', used: 'Used' },
      ),
    ).toEqual(resolveSiteConfig({}, {}).navigation.footer);
  });

  it("lists another kind's words for a crawl, never the site's own", () => {
    const onBikes = listForeignVehicleWords('motorcycle', itemTypes);
    expect(onBikes.words).toEqual(expect.arrayContaining(['car', 'cars', 'caravan', 'caravans']));
    expect(onBikes.words).not.toContain('motorcycle');
    expect(onBikes.phrases).toContain('Keyword search eg. EV, SUV, Toyota');
    expect(onBikes.phrases).toContain('e.g. Ford Ranger XLT');
    // Shared wording is nobody's: the promo's second line is every kind's.
    expect(onBikes.phrases).not.toContain('Our high turnover means we can pay more');
  });

  it('fills {vehicle} words into dealer texts', () => {
    const noun = { singular: 'Motorcycle', plural: 'Motorcycles' };
    expect(fillVehicleWords('Has the {vehicle} been in an accident?', noun)).toBe(
      'Has the motorcycle been in an accident?',
    );
    expect(fillVehicleWords('{Vehicles} we buy: all {vehicles}', noun)).toBe(
      'Motorcycles we buy: all motorcycles',
    );
  });
});
