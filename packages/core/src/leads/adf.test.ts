import { describe, expect, it } from 'vitest';
import { makeLead } from '../testing/lead-fixture.ts';
import { renderAdf } from './adf.ts';

const lead = makeLead({
  id: 7,
  siteUrl: 'https://harbour-ford.example.com.au',
  phone: null,
  attribution: {
    url: 'https://evil.example/call-0400-000-000',
    source: 'Website',
    userAgent: 'test',
    visitedPages: [],
    linkedQueryParams: {},
  },
});

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
