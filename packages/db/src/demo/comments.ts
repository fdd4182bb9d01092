import type { CarType } from '@forecourt/core/car';
import type { Random } from './random.ts';

type Kind = 'car' | 'motorcycle' | 'truck' | 'caravan';

/** First sentences by car type: only a used vehicle has a history or a previous owner. */
const openers: Record<CarType, readonly string[]> = {
  new: [
    'Brand new, in stock and ready to go.',
    'Just arrived from the factory, with the full manufacturer warranty.',
    'In stock now, so there is no waiting list.',
    'Priced to sell and ready for its first adventure.',
    'Our pick of the range, in a colour that rarely stays on the floor for long.',
  ],
  demo: [
    'Ex-demonstrator with low kilometres and the balance of the factory warranty.',
    'Kept in our showroom and driven only by our own staff.',
    'A demonstrator in as-new condition, priced well under new.',
    'Priced to sell and ready for its next adventure.',
  ],
  used: [
    'This one has just arrived and it won’t last.',
    'Immaculate inside and out, with full service history.',
    'One owner from new and serviced on time, every time.',
    'Fresh trade-in, mechanically inspected by our technicians.',
    'Priced to sell and ready for its next adventure.',
  ],
};

/** Equipment, set-up and finance sentences: five of each kind (two drawn per comment). */
const kindMiddles: Record<Kind, readonly string[]> = {
  car: [
    'Features include reversing camera, parking sensors, adaptive cruise control, lane keeping assist and a touchscreen with Apple CarPlay and Android Auto.',
    'Our finance team can arrange competitive rates and we welcome your trade-in: ask us for an instant valuation.',
    'Towing? It is rated to tow with a braked trailer and has a factory tow bar fitted.',
  ],
  truck: [
    'Features include reversing camera, trip computer, cruise control and a touchscreen with Apple CarPlay and Android Auto.',
    'Our finance team can arrange competitive rates and we welcome your trade-in: ask us for an instant valuation.',
    'We can fit a tray, toolboxes or a canopy to suit your business before delivery.',
  ],
  motorcycle: [
    'Features include riding modes, cornering ABS, traction control, LED lighting and a colour dash with phone connectivity.',
    'Our finance team can arrange competitive rates and we welcome your trade-in: ask us for an instant valuation.',
    'Our workshop can fit luggage, crash bars and a tail tidy before you collect it.',
  ],
  caravan: [
    'Features include a queen bed, full ensuite, 190 L fridge, rooftop solar with lithium batteries and a diesel heater.',
    'Our finance team can arrange competitive rates and we welcome your trade-in: ask us for an instant valuation.',
    'We set the ball weight to suit your tow vehicle and show you how to hitch up at handover.',
  ],
};

/** What comes with it, by car type: warranty and registration for new, a history for used. */
const typeMiddles: Record<CarType, readonly string[]> = {
  new: [
    'It comes with the full manufacturer warranty and capped-price servicing, and we register it in your name on the day.',
    'Every new vehicle gets our pre-delivery inspection and a full detail before handover.',
  ],
  demo: [
    'The balance of the factory warranty transfers to you, and we register it in your name on the day.',
    'Every demonstrator gets a fresh service, a pre-delivery inspection and a full detail before handover.',
  ],
  used: [
    'It comes with two keys, the owner’s manuals and a roadworthy certificate, and we can arrange registration transfer on the day.',
    'Every used vehicle we sell passes a multi-point inspection, and this one also gets a fresh service before delivery.',
  ],
};

const closers: Record<Kind, readonly string[]> = {
  car: [
    'Call us today to arrange a test drive.',
    'Enquire now; we can hold it for you with a small refundable deposit.',
    'Interstate buyers welcome: ask about delivery to your door.',
  ],
  truck: [
    'Call us today to arrange a test drive.',
    'Enquire now; we can hold it for you with a small refundable deposit.',
    'Interstate buyers welcome: ask about delivery to your door.',
  ],
  motorcycle: [
    'Call us today to arrange a test ride.',
    'Enquire now; we can hold it for you with a small refundable deposit.',
    'Interstate buyers welcome: ask about delivery to your door.',
  ],
  caravan: [
    'Call us today to arrange a walk-through.',
    'Enquire now; we can hold it for you with a small refundable deposit.',
    'Interstate buyers welcome: ask about delivery to your door.',
  ],
};

/**
 * Dealer comments: empty, short, long (over 400 characters) or HTML, in realistic shares, in
 * words that fit the vehicle: no history or previous owner for a new one, no 'car' for a
 * caravan (issue 25 §6). Every kind and type draws the same number of random values.
 */
export function dealerComments(
  random: Random,
  name: string,
  carType: CarType,
  kind: Kind,
): string | null {
  const kindOf = random.weighted([
    ['empty', 10],
    ['short', 30],
    ['long', 40],
    ['html', 20],
  ] as const);
  if (kindOf === 'empty') return null;
  const opener = random.pick(openers[carType]);
  if (kindOf === 'short') return `${opener} ${random.pick(closers[kind])}`;
  const [first, second] = random.sample([...kindMiddles[kind], ...typeMiddles[carType]], 2);
  if (kindOf === 'long')
    return `${name}. ${opener} ${first} ${second} ${random.pick(closers[kind])}`;
  return `<p><strong>${name}</strong> — ${opener}</p><ul><li>${first}</li><li>${second}</li></ul><p>${random.pick(closers[kind])}</p>`;
}

const equipment = [
  'Air conditioning',
  'Reversing camera',
  'Rear parking sensors',
  'Cruise control',
  'Bluetooth',
  'Apple CarPlay',
  'Android Auto',
  'Keyless entry',
  'Push-button start',
  'Alloy wheels',
  'Autonomous emergency braking',
  'Lane keeping assist',
  'Blind spot monitoring',
  'Rear cross-traffic alert',
  'Satellite navigation',
  'Digital radio (DAB+)',
  'LED headlights',
  'Power-folding mirrors',
  'Heated front seats',
  'Wireless phone charger',
];

export function equipmentList(random: Random, count: number): string[] {
  return random.sample(equipment, Math.min(count, equipment.length));
}

const featureList = [
  'Tow bar',
  'Tinted windows',
  'Canopy',
  'Bull bar',
  'Roof racks',
  'Tonneau cover',
  'Dash camera',
  'Floor mats',
  'Paint protection',
  'Long-range fuel tank',
  'Snorkel',
  'Rubber floor mats',
];

export function extraFeatures(random: Random): string[] {
  return random.chance(0.35) ? [] : random.sample(featureList, random.int(2, 10));
}
