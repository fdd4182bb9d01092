import type { TypeNoun } from '../finance/budget.ts';
import type { ItemType } from './car.ts';

/**
 * The words a site uses for what it sells (issue 25 §4): a motorcycle dealer's site never
 * says 'cars'. Config fields holding these words default to null, meaning "the word of the
 * site's vehicle kind" (`cars.vehicleKind`); a dealer overrides any one of them.
 */
export interface VehicleVocabulary {
  /** 'Car' / 'Cars': headings, buttons and links ('Show Me 12 Cars', 'New Cars'). */
  noun: TypeNoun;
  /** The search page's keyword box (spec 2 §2 Navigation: 'Keyword search eg. EV, SUV, Toyota'). */
  keywordSearchPlaceholder: string;
  /** Placeholder of 'Vehicle of Interest' where a form names no vehicle. */
  vehicleOfInterestPlaceholder: string;
  /** Placeholder of the fleet enquiry's 'Vehicles Needed' field. */
  fleetPlaceholder: string;
  /** Placeholder of the parts enquiry's 'Part Description'. */
  partsPlaceholder: string;
  /** The search page's buy-your-vehicle promo card (spec 1 §2 for cars). */
  sellPromo: { title: string; lines: string[] };
  /**
   * Words, whole and in any case, that only this kind's sites use: a site of another kind
   * showing one is wrong. Kept to words that cannot name something else (not 'van' or 'bike',
   * which a car dealer's 'Vans' category or 'bike rack' use; no trucks: car dealers sell them).
   */
  ownWords: readonly string[];
}

const highTurnover = 'Our high turnover means we can pay more';

/** The vocabulary of each kind of vehicle a site can sell (cars.vehicleKind). */
export const vehicleVocabularies: Readonly<Record<ItemType, VehicleVocabulary>> = {
  car: {
    noun: { singular: 'Car', plural: 'Cars' },
    keywordSearchPlaceholder: 'Keyword search eg. EV, SUV, Toyota',
    vehicleOfInterestPlaceholder: 'e.g. Ford Ranger XLT',
    fleetPlaceholder: 'e.g. 5 utes over 12 months',
    partsPlaceholder: 'e.g. Genuine roof racks for a 2022 Ranger XLT',
    sellPromo: { title: 'We Want Your Car!', lines: ['We buy all types of cars', highTurnover] },
    ownWords: ['car', 'cars'],
  },
  motorcycle: {
    noun: { singular: 'Motorcycle', plural: 'Motorcycles' },
    keywordSearchPlaceholder: 'Keyword search eg. LAMS, Adventure, Yamaha',
    vehicleOfInterestPlaceholder: 'e.g. Yamaha MT-07 LAMS',
    fleetPlaceholder: 'e.g. 4 road bikes over 12 months',
    partsPlaceholder: 'e.g. Rear rack and top box for a 2023 Tenere 700',
    sellPromo: {
      title: 'We Want Your Motorcycle!',
      lines: ['We buy all types of motorcycles', highTurnover],
    },
    ownWords: ['motorcycle', 'motorcycles', 'motorbike', 'motorbikes'],
  },
  caravan: {
    noun: { singular: 'Caravan', plural: 'Caravans' },
    keywordSearchPlaceholder: 'Keyword search eg. Pop-Top, Off-Road, Jayco',
    vehicleOfInterestPlaceholder: 'e.g. Jayco Journey 21.66-3',
    fleetPlaceholder: 'e.g. 3 hire vans for the season',
    partsPlaceholder: 'e.g. Awning arm for a 2021 Jayco Journey',
    sellPromo: {
      title: 'We Want Your Caravan!',
      lines: ['We buy all types of caravans', highTurnover],
    },
    ownWords: ['caravan', 'caravans'],
  },
  truck: {
    noun: { singular: 'Truck', plural: 'Trucks' },
    keywordSearchPlaceholder: 'Keyword search eg. Tipper, Cab Chassis, Isuzu',
    vehicleOfInterestPlaceholder: 'e.g. Isuzu NPR 45-155',
    fleetPlaceholder: 'e.g. 6 light trucks over 12 months',
    partsPlaceholder: 'e.g. Mud flaps for a 2020 Isuzu NPR',
    sellPromo: {
      title: 'We Want Your Truck!',
      lines: ['We buy all types of trucks', highTurnover],
    },
    ownWords: [],
  },
};

/** The vocabulary of a kind of vehicle. */
export function getVehicleVocabulary(kind: ItemType): VehicleVocabulary {
  return vehicleVocabularies[kind];
}

/**
 * Texts of other kinds' vocabularies that a site of `kind` must never show (issue 25 §4):
 * their own words, and every phrase of theirs this kind does not share.
 */
export function listForeignVehicleWords(
  kind: ItemType,
  others: readonly ItemType[],
): { words: string[]; phrases: string[] } {
  const own = vehicleVocabularies[kind];
  const ownPhrases = new Set(phrasesOf(own));
  const foreign = others
    .filter((other) => other !== kind)
    .map((other) => vehicleVocabularies[other]);
  return {
    words: [...new Set(foreign.flatMap((words) => words.ownWords))],
    phrases: [...new Set(foreign.flatMap(phrasesOf).filter((phrase) => !ownPhrases.has(phrase)))],
  };
}

function phrasesOf(words: VehicleVocabulary): string[] {
  return [
    words.keywordSearchPlaceholder,
    words.vehicleOfInterestPlaceholder,
    words.fleetPlaceholder,
    words.partsPlaceholder,
    words.sellPromo.title,
    ...words.sellPromo.lines,
  ];
}

/**
 * A dealer-editable text in the site's words: `{vehicle}` / `{vehicles}` become the noun in
 * lower case ('car', 'motorcycles'), `{Vehicle}` / `{Vehicles}` as the site writes it.
 */
export function fillVehicleWords(text: string, noun: TypeNoun): string {
  return text
    .replaceAll('{Vehicle}', noun.singular)
    .replaceAll('{Vehicles}', noun.plural)
    .replaceAll('{vehicle}', noun.singular.toLowerCase())
    .replaceAll('{vehicles}', noun.plural.toLowerCase());
}
