import { addDays, getZonedParts } from '@forecourt/core/location';
import type { ReviewConfig } from '@forecourt/core/reviews';
import type { reviews } from '../schema/index.ts';
import { Random } from './random.ts';

type ReviewInsert = typeof reviews.$inferInsert;

/** A reviewer every demo site hides (spec 2 §5: hidden names), e.g. a staff test account. */
export const DEMO_HIDDEN_REVIEWER = 'Showroom Test Account';

type Kind = 'car' | 'motorcycle' | 'caravan';

/** Review texts in the words of what the site sells (issue 25 §4: a caravan is not a car). */
const shortTexts: Record<Kind, readonly string[]> = {
  car: [
    'Fantastic experience from start to finish. The sales team were patient and never pushy.',
    'Picked up my new car today. Everything was ready on time and explained clearly.',
    'Great service department, they had my car back the same day with a wash.',
    'Fair trade-in price and no games. Would buy from them again.',
    'Finance was sorted in an hour. Very happy with the whole process.',
    'Friendly staff and a clean showroom. The test drive was easy to book online.',
    'The car had a small scratch at delivery which they fixed straight away.',
  ],
  motorcycle: [
    'Fantastic experience from start to finish. The sales team were patient and never pushy.',
    'Picked up my new bike today. Everything was ready on time and explained clearly.',
    'Great workshop, they had my bike back the same day with new tyres fitted.',
    'Fair trade-in price and no games. Would buy from them again.',
    'Finance was sorted in an hour. Very happy with the whole process.',
    'Friendly staff who actually ride. The test ride was easy to book online.',
    'The bike had a scuffed mirror at delivery which they replaced straight away.',
  ],
  caravan: [
    'Fantastic experience from start to finish. The sales team were patient and never pushy.',
    'Picked up our new van today. Everything was ready on time and explained clearly.',
    'Great service department, they had our van back the same day with the bearings done.',
    'Fair trade-in price and no games. Would buy from them again.',
    'Finance was sorted in an hour. Very happy with the whole process.',
    'Friendly staff and a big yard to walk through. The inspection was easy to book online.',
    'The van had a sticking awning arm at delivery which they fixed straight away.',
  ],
};
// Longer than 160 characters: shown cut with View more.
const longTexts: Record<Kind, readonly string[]> = {
  car: [
    'We bought our second car here and the whole team made it easy, from the first test drive to the handover. The finance manager explained every line of the contract, nobody rushed us, and the car was detailed and fuelled when we collected it on Saturday morning.',
    'Took a while to get a call back after my first enquiry, but once Jess took over everything moved quickly. She found the exact colour and grade we wanted at another branch, had it transferred within the week and walked us through all the technology at delivery.',
    'Booked in for the 60,000 km service and was told upfront what it would cost. They found a worn tyre, sent photos before doing anything and the final bill matched the quote to the dollar. The courtesy car was clean too. This is how a service department should run.',
  ],
  motorcycle: [
    'We bought our second bike here and the whole team made it easy, from the first test ride to the handover. The finance manager explained every line of the contract, nobody rushed us, and the bike was washed and fuelled when we collected it on Saturday morning.',
    'Took a while to get a call back after my first enquiry, but once Jess took over everything moved quickly. She found the exact colour and model I wanted at another dealer, had it brought over within the week and set up the suspension for my weight at delivery.',
    'Booked in for the 12,000 km service and was told upfront what it would cost. They found a worn chain, sent photos before doing anything and the final bill matched the quote to the dollar. This is how a workshop should run.',
  ],
  caravan: [
    'We bought our second van here and the whole team made it easy, from the first walk-through to the handover. The finance manager explained every line of the contract, nobody rushed us, and the van was cleaned and the gas bottles full when we collected it on Saturday morning.',
    'Took a while to get a call back after my first enquiry, but once Jess took over everything moved quickly. She found the exact layout we wanted at their other yard, had it towed over within the week and spent an hour showing us the solar and water systems at delivery.',
    'Booked in for the annual service and was told upfront what it would cost. They found a worn brake magnet, sent photos before doing anything and the final bill matched the quote to the dollar. This is how a service department should run.',
  ],
};
const replies: Record<Kind, readonly string[]> = {
  car: [
    'Thank you for your feedback, we look forward to seeing you again.',
    'Thanks for choosing us and for taking the time to write such a detailed review. Jess has passed on her thanks too, and the whole team hopes you enjoy many kilometres in your new car.',
    'We appreciate you letting us know. Enjoy the new car!',
  ],
  motorcycle: [
    'Thank you for your feedback, we look forward to seeing you again.',
    'Thanks for choosing us and for taking the time to write such a detailed review. Jess has passed on her thanks too, and the whole team hopes you enjoy many kilometres on your new bike.',
    'We appreciate you letting us know. Enjoy the new bike!',
  ],
  caravan: [
    'Thank you for your feedback, we look forward to seeing you again.',
    'Thanks for choosing us and for taking the time to write such a detailed review. Jess has passed on her thanks too, and the whole team hopes you enjoy many trips in your new van.',
    'We appreciate you letting us know. Enjoy the new van!',
  ],
};
const names = [
  'Sarah M.',
  'Daniel K.',
  'Priya S.',
  'Tom W.',
  'Mei L.',
  'Jack O.',
  'Aroha T.',
  'Liam B.',
  'Chloe R.',
  'Nguyen V.',
  'Grace H.',
  'Oliver P.',
];

export interface DemoReviews {
  rows: ReviewInsert[];
  /** Ids the site's config excludes (a review the dealer asked to take down). */
  excludedIds: number[];
}

/**
 * A location's reviews, exercising every rule of spec 2 §5 Reviews: shown ones (ratings 4 and
 * 5, short and long texts, with and without dealer replies, from yesterday to two years ago;
 * `shownCount` of them) and, dated newest so a rule that failed would show them first, one
 * without text, one machine-translated, one from the hidden reviewer, one excluded by id and
 * two below the minimum rating. Seeded per location, so other demo data does not shift.
 */
export function generateDemoReviews(options: {
  seed: number;
  nextId: () => number;
  dealershipId: number;
  locationId: number;
  shownCount: number;
  now: Date;
  /** What the site sells: the texts speak of it. */
  kind: Kind;
}): DemoReviews {
  const { nextId, dealershipId, locationId, now, kind } = options;
  const random = new Random(options.seed);
  // Calendar dates as an Australian Eastern site reads them.
  const today = getZonedParts(now, 'Australia/Brisbane').date;
  const isoDaysAgo = (days: number) => addDays(today, -days);
  const row = (
    overrides: Partial<ReviewInsert> & Pick<ReviewInsert, 'text' | 'rating'>,
  ): ReviewInsert => ({
    id: nextId(),
    dealershipId,
    locationId,
    customerName: random.pick(names),
    imageUrl: null,
    reviewDate: isoDaysAgo(0),
    replyText: null,
    replyDate: null,
    ...overrides,
  });

  // Ages spread from yesterday to about two years, newest first.
  const ages = Array.from({ length: options.shownCount }, (_, index) =>
    index === 0 ? 1 : index === options.shownCount - 1 ? 700 : random.int(3, 600),
  ).sort((a, b) => a - b);
  const shown = ages.map((age, index) => {
    const text = index % 3 === 0 ? random.pick(longTexts[kind]) : random.pick(shortTexts[kind]);
    const replied = index % 2 === 0;
    const replyAge = Math.max(0, age - random.int(0, 3));
    return row({
      text,
      rating: random.weighted([
        [5, 70],
        [4, 30],
      ] as const),
      reviewDate: isoDaysAgo(age),
      replyText: replied ? random.pick(replies[kind]) : null,
      replyDate: replied ? isoDaysAgo(replyAge) : null,
    });
  });
  const excluded = row({
    text: 'Posted this on the wrong page, this was meant for a dealer in another town.',
    rating: 5,
  });
  const filtered = [
    row({ text: '', rating: 5 }),
    row({ text: `(Translated by Google) ${random.pick(shortTexts[kind])}`, rating: 5 }),
    row({ text: random.pick(shortTexts[kind]), rating: 5, customerName: DEMO_HIDDEN_REVIEWER }),
    excluded,
    row({ text: 'Waited two weeks for a part that was meant to be in stock.', rating: 3 }),
    row({ text: 'Nobody returned my calls about the paperwork.', rating: 1 }),
  ];
  return { rows: [...filtered, ...shown], excludedIds: [excluded.id ?? 0] };
}

/** A demo site's review rules: its own config plus the demo's hidden reviewer and exclusions. */
export function withDemoReviewRules(
  config: Partial<ReviewConfig> | undefined,
  excludedIds: number[],
): Partial<ReviewConfig> {
  return {
    ...config,
    hiddenNames: [...(config?.hiddenNames ?? []), DEMO_HIDDEN_REVIEWER],
    excludedIds: [...(config?.excludedIds ?? []), ...excludedIds],
  };
}
