import { describe, expect, it } from 'vitest';
import { anonymiseLeadAttribution, getRetentionCutoff } from './retention.ts';

describe('getRetentionCutoff', () => {
  it('counts calendar months back in UTC, keeping the time of day', () => {
    expect(getRetentionCutoff(new Date('2026-11-27T18:05:00Z'), 24)).toEqual(
      new Date('2024-11-27T18:05:00Z'),
    );
    expect(getRetentionCutoff(new Date('2026-01-15T00:00:00Z'), 1)).toEqual(
      new Date('2025-12-15T00:00:00Z'),
    );
  });

  it('ends on the last day of a shorter month', () => {
    expect(getRetentionCutoff(new Date('2026-03-31T10:00:00Z'), 1)).toEqual(
      new Date('2026-02-28T10:00:00Z'),
    );
    expect(getRetentionCutoff(new Date('2024-03-31T10:00:00Z'), 1)).toEqual(
      new Date('2024-02-29T10:00:00Z'),
    );
  });
});

describe('anonymiseLeadAttribution', () => {
  it('keeps the source and campaign, drops pages, browser and click ids', () => {
    expect(
      anonymiseLeadAttribution({
        url: 'https://harbour-ford.com.au/contact?email=jo@example.com',
        source: 'Website',
        userAgent: 'Mozilla/5.0',
        visitedPages: ['/search', '/cars/ford-ranger-1'],
        linkedQueryParams: { utm_source: 'google', UTM_Campaign: 'eofy', gclid: 'abc123' },
      }),
    ).toEqual({
      url: '',
      source: 'Website',
      userAgent: '',
      visitedPages: [],
      linkedQueryParams: { utm_source: 'google', UTM_Campaign: 'eofy' },
    });
  });
});
