import { describe, expect, it } from 'vitest';
import { getAccordionTabs, getReserveOnlineText } from './accordion-tabs.ts';
import { vehiclePageConfigSchema } from './vehicle-page-config.ts';

const cars = { singular: 'Car', plural: 'Cars' };
const ids = (tabs: ReturnType<typeof getAccordionTabs>) => tabs.map((tab) => tab.id);

describe('getAccordionTabs (spec 1 §2 order)', () => {
  it('always has the dealer comments; Features only when the car has features', () => {
    const { accordionSections } = vehiclePageConfigSchema.parse({});
    expect(
      ids(getAccordionTabs(accordionSections, { canReserve: false, featureCount: 0 }, cars)),
    ).toEqual(['dealer-comments']);
    expect(
      ids(getAccordionTabs(accordionSections, { canReserve: false, featureCount: 3 }, cars)),
    ).toEqual(['dealer-comments', 'features']);
  });

  it('keeps the spec order with every tab present', () => {
    const { accordionSections } = vehiclePageConfigSchema.parse({
      accordionSections: { whatsIncluded: 'a', whyBuyFromUs: 'b', protectYourCar: 'c' },
    });
    const tabs = getAccordionTabs(accordionSections, { canReserve: true, featureCount: 1 }, cars);
    expect(tabs.map((tab) => tab.title)).toEqual([
      'Dealer Comments',
      "What's Included",
      'Why Buy From Us?',
      'Reserve Online',
      'Protect Your Car',
      'Features',
    ]);
  });

  it("adds spec 2 §2's 'Our Comments' and 'Car Summary' where a site configures them", () => {
    const { accordionSections } = vehiclePageConfigSchema.parse({
      accordionSections: { commentsTitle: 'Our Comments', protectYourCar: 'c', carSummary: true },
    });
    const tabs = getAccordionTabs(accordionSections, { canReserve: false, featureCount: 1 }, cars);
    expect(tabs.map((tab) => tab.title)).toEqual([
      'Our Comments',
      'Protect Your Car',
      'Car Summary',
      'Features',
    ]);
    const bikes = getAccordionTabs(
      accordionSections,
      { canReserve: false, featureCount: 0 },
      { singular: 'Motorcycle', plural: 'Motorcycles' },
    );
    expect(bikes.map((tab) => tab.title)).toEqual([
      'Our Comments',
      'Protect Your Motorcycle',
      'Motorcycle Summary',
    ]);
  });

  it('describes the reserve deposit, hold and refund', () => {
    expect(getReserveOnlineText(200, 48)).toBe(
      'Reserve this vehicle online with a $200 deposit. We hold it for you for 48 hours, and the deposit is 100% refundable.',
    );
  });
  it('says a car held without a deposit has none, and nothing about refunds (issue 25 §2)', () => {
    expect(getReserveOnlineText(0, 48)).toBe(
      'Reserve this vehicle online with no deposit. We hold it for you for 48 hours.',
    );
  });
});
