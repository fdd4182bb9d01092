import { type Car, isInStock } from '../car/car.ts';
import { formatDate } from '../format/date.ts';

/** Engine size as litres (cc ÷ 1000, one decimal: '2.0L') or cc ('1,998cc'), spec 1 §9. */
export function formatEngineSize(cc: number | null, unit: 'litres' | 'cc'): string | null {
  if (!cc || cc <= 0) return null;
  return unit === 'litres'
    ? `${(cc / 1000).toFixed(1)}L`
    : `${new Intl.NumberFormat('en-AU').format(cc)}cc`;
}

/**
 * Spec 2 §5: 'Expires on {date}' while registered; 'Unregistered' once past, on sites that
 * say so; otherwise nothing. `today` is an ISO date (yyyy-MM-dd) in the dealer's time zone.
 */
export function getRegoExpiryText(
  regoExpiry: string | null,
  today: string,
  showUnregistered: boolean,
): string | null {
  if (!regoExpiry) return null;
  if (regoExpiry >= today) return `Expires on ${formatDate(regoExpiry)}`;
  return showUnregistered ? 'Unregistered' : null;
}

/**
 * Market-price badge (spec 2 §5): shown when the price is more than 499 below the state
 * average, or the national average when there is no state one. Returns the saving in dollars.
 */
export function getBelowMarketAmount(car: Pick<Car, 'price' | 'marketPrices'>): number | null {
  const average = car.marketPrices?.stateAverage ?? car.marketPrices?.nationalAverage ?? null;
  if (!average || car.price <= 0) return null;
  const saving = average - car.price;
  return saving > 499 ? saving : null;
}

/** Toyota Certified Pre-Owned (spec 2 §5): make Toyota, certified, the site's flag on, not sold. */
export function isToyotaCertified(
  car: Pick<Car, 'make' | 'certified' | 'status'>,
  programmeEnabled: boolean,
): boolean {
  return (
    programmeEnabled &&
    car.certified &&
    car.make.toLowerCase() === 'toyota' &&
    car.status !== 'sold'
  );
}

/**
 * Favourite / compare button visibility (spec 1 §5): hidden for cars not in stock and when the
 * store-favourites setting is off; with the stricter setting also unless the car is used,
 * priced above 0 and has images.
 */
export function isFavouriteShown(
  car: Pick<Car, 'status' | 'carType' | 'price'> & { imageCount: number },
  settings: { enabled: boolean; requireUsedWithPriceAndImages: boolean },
): boolean {
  if (!settings.enabled || !isInStock(car)) return false;
  if (!settings.requireUsedWithPriceAndImages) return true;
  return car.carType === 'used' && car.price > 0 && car.imageCount > 0;
}

/** Text cut at `limit` characters on a word boundary, with whether it was cut. */
export function truncateText(text: string, limit: number): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return {
    text: `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`,
    truncated: true,
  };
}

/** Where the stock video goes among `imageCount` images (spec 1 §9), as an index. */
export function getVideoIndex(
  position: 'start' | 'second' | 'middle' | 'end',
  imageCount: number,
): number {
  switch (position) {
    case 'start':
      return 0;
    case 'second':
      return Math.min(1, imageCount);
    case 'middle':
      return Math.floor(imageCount / 2);
    case 'end':
      return imageCount;
  }
}
