import { describe, expect, it } from 'vitest';
import { renderAdf } from './adf.ts';
import type { Lead } from './lead.ts';

const lead: Lead = {
  id: 7,
  siteId: 1,
  siteName: 'Harbour Ford',
  siteUrl: 'https://harbour-ford.example.com.au',
  form: 'contact',
  category: 'General Enquiry',
  subcategory: null,
  createdAt: new Date('2026-11-23T00:00:00Z'),
  firstName: 'Jo',
  lastName: 'Citizen',
  email: 'jo@example.com',
  phone: null,
  postcode: null,
  message: null,
  optIn: false,
  values: {},
  additionalServices: [],
  car: null,
  dealership: null,
  location: null,
  testDriveAt: null,
  tradeIn: null,
  offerAccepted: false,
  attribution: {
    url: 'https://evil.example/call-0400-000-000',
    source: 'Website',
    userAgent: 'test',
    visitedPages: [],
    linkedQueryParams: {},
  },
  spam: false,
  spamReasons: [],
};

describe('renderAdf', () => {
  it("names the site's own address as the provider, never the page address the browser claimed", () => {
    const xml = renderAdf(lead, {
      name: 'Harbour Ford',
      email: null,
      phone: null,
      contactName: 'Sales',
    });
    expect(xml).toContain(
      '<provider><name>Forecourt</name><service>Harbour Ford</service><url>https://harbour-ford.example.com.au</url></provider>',
    );
    // The claimed page stays in the comments as what it is: the page the browser reported.
    expect(xml.match(/evil\.example/g)).toHaveLength(1);
    expect(xml).toContain('Page: https://evil.example/');
  });
});
