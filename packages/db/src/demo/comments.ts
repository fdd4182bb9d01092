import type { Random } from './random.ts';

const openers = [
  'This one has just arrived and it won’t last.',
  'Immaculate inside and out, with full service history.',
  'One owner from new and serviced on time, every time.',
  'Fresh trade-in, mechanically inspected by our technicians.',
  'Priced to sell and ready for its next adventure.',
];
const middles = [
  'Features include reversing camera, parking sensors, adaptive cruise control, lane keeping assist and a touchscreen with Apple CarPlay and Android Auto.',
  'It comes with two keys, the owner’s manuals and a roadworthy certificate, and we can arrange registration transfer on the day.',
  'Our finance team can arrange competitive rates and we welcome your trade-in: ask us for an instant valuation.',
  'Every used vehicle we sell passes a multi-point inspection, and this one also gets a fresh service before delivery.',
  'Towing? It is rated to tow with a braked trailer and has a factory tow bar fitted.',
];
const closers = [
  'Call us today to arrange a test drive.',
  'Enquire now; we can hold it for you with a small refundable deposit.',
  'Interstate buyers welcome: ask about delivery to your door.',
];

/** Dealer comments: empty, short, long (over 400 characters) or HTML, in realistic shares. */
export function dealerComments(random: Random, name: string): string | null {
  const kind = random.weighted([
    ['empty', 10],
    ['short', 30],
    ['long', 40],
    ['html', 20],
  ] as const);
  if (kind === 'empty') return null;
  if (kind === 'short') return `${random.pick(openers)} ${random.pick(closers)}`;
  const [first, second] = random.sample(middles, 2);
  if (kind === 'long')
    return `${name}. ${random.pick(openers)} ${first} ${second} ${random.pick(closers)}`;
  return `<p><strong>${name}</strong> — ${random.pick(openers)}</p><ul><li>${first}</li><li>${second}</li></ul><p>${random.pick(closers)}</p>`;
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
