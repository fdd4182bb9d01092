import type { offers } from '../schema/index.ts';
import type { Random } from './random.ts';

const DAY_MS = 86_400_000;
type OfferInsert = typeof offers.$inferInsert;

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
      // Named with its make: a group site lists one per dealership, side by side.
      name: `4.99% p.a. finance on selected ${makes[0] ? `${makes[0].name} ` : ''}demo vehicles`,
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
