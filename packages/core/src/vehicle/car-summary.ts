import { type Car, getCarName } from '../car/car.ts';
import type { CarDisplayConfig } from '../car/car-display-config.ts';
import { formatKm } from '../format/price.ts';

type SummaryCar = Pick<
  Car,
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'carType'
  | 'km'
  | 'body'
  | 'simpleBody'
  | 'colour'
  | 'transmission'
  | 'simpleTransmission'
  | 'fuel'
  | 'simpleFuel'
  | 'drive'
  | 'simpleDrive'
  | 'stockNumber'
>;

/**
 * Spec 2 §2 'Car Summary' (Ford-oriented sites): the car in a few plain sentences, from its
 * own data only, so it never says what the car is not ('used' of a new car, 'serviced' of one
 * without a history): 'This 2025 Ford Ranger XLT is a new Ute in Arctic White, with a 10 Speed
 * Automatic transmission, Diesel engine and 4x4. It has travelled 12 km. It is at Harbour Ford
 * Cleveland, stock number HF01234.'
 */
export function getCarSummary(
  car: SummaryCar,
  display: Pick<CarDisplayConfig, 'carTypeLabels' | 'vehicleNoun'>,
  locationName: string | null,
): string[] {
  const condition = display.carTypeLabels[car.carType].toLowerCase();
  const body = car.simpleBody ?? car.body ?? display.vehicleNoun.singular.toLowerCase();
  const colour = car.colour ? ` in ${car.colour}` : '';
  const drivetrain = [
    car.transmission || car.simpleTransmission
      ? `${car.transmission ?? car.simpleTransmission} transmission`
      : null,
    car.fuel || car.simpleFuel ? `${car.simpleFuel ?? car.fuel} engine` : null,
    car.drive ?? car.simpleDrive,
  ].filter((part): part is string => Boolean(part));
  const withDrivetrain = drivetrain.length > 0 ? `, with a ${joinWords(drivetrain)}` : '';
  const sentences = [
    `This ${getCarName(car)} is ${article(condition)} ${condition} ${body}${colour}${withDrivetrain}.`,
  ];
  if (car.carType !== 'new' && car.km > 0) sentences.push(`It has travelled ${formatKm(car.km)}.`);
  const where = locationName ? `It is at ${locationName}` : null;
  const stock = car.stockNumber ? `stock number ${car.stockNumber}` : null;
  if (where && stock) sentences.push(`${where}, ${stock}.`);
  else if (where) sentences.push(`${where}.`);
  else if (stock) sentences.push(`Its stock number is ${car.stockNumber}.`);
  return sentences;
}

/** 'an' before a vowel sound ('an ex-demo'), 'a' otherwise ('a used', 'a new'). */
function article(word: string): string {
  return /^(?:[aio]|e(?!u)|u(?!s[aeiou]))/i.test(word) ? 'an' : 'a';
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
