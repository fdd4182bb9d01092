import type { offers, reviews } from '../schema/index.ts';
import type { Random } from './random.ts';

const DAY_MS = 86_400_000;
type OfferInsert = typeof offers.$inferInsert;
type ReviewInsert = typeof reviews.$inferInsert;

const reviewTexts = [
  'Fantastic experience from start to finish. The sales team were patient and never pushy.',
  'Picked up my new car today. Everything was ready on time and explained clearly.',
  'Great service department, they had my car back the same day with a wash.',
  'Fair trade-in price and no games. Would buy from them again.',
  'Finance was sorted in an hour. Very happy with the whole process.',
  'Took a while to get a call back, but they made up for it on delivery day.',
  'Friendly staff and a clean showroom. The test drive was easy to book online.',
  'The car had a small scratch at delivery which they fixed straight away.',
];
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
];

/** 5–14 reviews for a location, mostly positive, some empty or machine-translated. */
export function generateReviews(
  random: Random,
  nextId: () => number,
  dealershipId: number,
  locationId: number,
  now: Date,
): ReviewInsert[] {
  return Array.from({ length: random.int(5, 14) }, () => {
    const rating = random.weighted([
      [5, 60],
      [4, 22],
      [3, 8],
      [2, 5],
      [1, 5],
    ] as const);
    const text = random.chance(0.1)
      ? ''
      : random.chance(0.06)
        ? `(Translated by Google) ${random.pick(reviewTexts)}`
        : random.pick(reviewTexts);
    const reviewDate = new Date(now.getTime() - random.int(1, 700) * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const replied = random.chance(0.3);
    return {
      id: nextId(),
      dealershipId,
      locationId,
      customerName: random.pick(names),
      text,
      rating,
      imageUrl: null,
      reviewDate,
      replyText: replied
        ? 'Thank you for your feedback, we look forward to seeing you again.'
        : null,
      replyDate: replied ? reviewDate : null,
    };
  });
}

/** Current, expired and upcoming offers for a dealership's makes, plus a finance offer. */
export function generateOffers(
  random: Random,
  nextId: () => number,
  dealershipId: number,
  makes: { id: number; name: string }[],
  models: { id: number; name: string; manufacturerId: number }[],
  now: Date,
  excludedSiteIds: number[],
): OfferInsert[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const offersForMakes = makes.slice(0, 4).flatMap((make, index) => {
    const model = random.pick(models.filter((candidate) => candidate.manufacturerId === make.id));
    return [
      {
        id: nextId(),
        dealershipId,
        manufacturerId: make.id,
        modelId: model.id,
        name: `${make.name} ${model.name}: $${random.int(2, 6)},000 bonus`,
        description: `Save on selected ${make.name} ${model.name} models in stock. Bonus applied to the drive-away price of vehicles ordered and delivered during the offer period. Not available with other offers. While stocks last.`,
        disclaimer: `Offer available on new ${model.name} vehicles purchased and delivered between the dates shown, at participating dealers. Excludes fleet, government and rental buyers. The dealer may end the offer at any time.`,
        category: 'Vehicle offer',
        imageUrl: null,
        testDriveAllowed: true,
        startsAt: at(index === 3 ? 7 : -10),
        endsAt: at(index === 2 ? -2 : 40),
        excludedSiteIds: index === 1 ? excludedSiteIds : [],
      },
    ];
  });
  return [
    ...offersForMakes,
    {
      id: nextId(),
      dealershipId,
      manufacturerId: makes[0]?.id ?? null,
      modelId: null,
      name: '4.99% p.a. finance on selected demo vehicles',
      description:
        'Low-rate finance on selected demonstrator vehicles, with no deposit required for approved applicants.',
      disclaimer:
        '4.99% p.a. interest rate, 6.02% p.a. comparison rate, based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
      category: 'Finance offer',
      imageUrl: null,
      testDriveAllowed: false,
      startsAt: at(-20),
      endsAt: at(25),
      excludedSiteIds: [],
    },
  ];
}
