import { describe, expect, it } from 'vitest';
import { type AlertDigestItem, getAlertReplyTo, renderAlertDigest } from './alert-digest.ts';
import { MAX_DIGEST_ITEMS } from './alert-rules.ts';

const base = {
  siteName: 'Harbour Ford',
  replyTo: 'sales@harbour-ford.example',
  manageUrl: 'https://harbour-ford.example/my-garage',
  unsubscribeUrls: {
    email: 'https://harbour-ford.example/alerts/unsubscribe?t=e',
    sms: 'https://harbour-ford.example/alerts/unsubscribe?t=s',
  },
  oneClickUnsubscribeUrl: 'https://harbour-ford.example/api/alerts/unsubscribe?t=e',
};
const drop: AlertDigestItem = {
  kind: 'price-drop',
  carName: '2021 Ford Ranger XLT',
  url: 'https://harbour-ford.example/cars/2021-ford-ranger-1',
  price: 41_990,
  oldPrice: 44_990,
  searchName: null,
};
const match: AlertDigestItem = {
  kind: 'new-match',
  carName: '2022 Ford Everest Trend',
  url: 'https://harbour-ford.example/cars/2022-ford-everest-2',
  price: 0,
  oldPrice: null,
  searchName: 'Family SUVs <under 60k>',
};
const sold: AlertDigestItem = { ...drop, kind: 'sold', url: null, oldPrice: null };

describe('renderAlertDigest', () => {
  it('names the one piece of news in the subject, with Australian prices', () => {
    const digest = renderAlertDigest({ ...base, items: [drop] });
    expect(digest.subject).toBe('Price drop on the 2021 Ford Ranger XLT at Harbour Ford');
    expect(digest.text).toContain(
      'Price drop: 2021 Ford Ranger XLT is now $41,990 (was $44,990).\nhttps://harbour-ford.example/cars/2021-ford-ranger-1',
    );
    expect(digest.text).toContain(`Stop these emails: ${base.unsubscribeUrls.email}`);
    expect(digest.sms).toBe(
      `Harbour Ford: Price drop: 2021 Ford Ranger XLT is now $41,990 (was $44,990). ${base.manageUrl} Stop: ${base.unsubscribeUrls.sms}`,
    );
  });

  it('puts price drops first, then new matches, then sales, and escapes HTML', () => {
    const digest = renderAlertDigest({ ...base, items: [sold, match, drop] });
    expect(digest.subject).toBe('3 updates on cars you follow at Harbour Ford');
    const lines = digest.text
      .split('\n')
      .filter((line) => /^(Price drop|New match|Sold)/.test(line));
    expect(lines.map((line) => line.split(':')[0])).toEqual([
      'Price drop',
      "New match for 'Family SUVs <under 60k>'",
      'Sold',
    ]);
    expect(digest.text).toContain('2022 Ford Everest Trend, price on request.');
    expect(digest.html).toContain('Family SUVs &lt;under 60k&gt;');
    expect(digest.html).not.toContain('<under');
    expect(digest.sms).toContain('+2 more.');
  });

  it(`names at most ${MAX_DIGEST_ITEMS} cars and counts the rest`, () => {
    const items = Array.from({ length: MAX_DIGEST_ITEMS + 3 }, (_, i) => ({
      ...match,
      carName: `Car ${i}`,
    }));
    const digest = renderAlertDigest({ ...base, items });
    expect(digest.text).toContain(`Car ${MAX_DIGEST_ITEMS - 1},`);
    expect(digest.text).not.toContain(`Car ${MAX_DIGEST_ITEMS},`);
    expect(digest.text).toContain(`And 3 more: see ${base.manageUrl}`);
  });
});

describe('who an alert email is from', () => {
  it("is the site by name, with replies to the configured address or the site's own", () => {
    const digest = renderAlertDigest({ ...base, items: [drop] });
    expect(digest.from).toEqual({ name: 'Harbour Ford', replyTo: 'sales@harbour-ford.example' });
    expect(digest.oneClickUnsubscribeUrl).toBe(base.oneClickUnsubscribeUrl);
    // The link for people still asks first; only the header's address acts on a POST.
    expect(digest.text).toContain(`Stop these emails: ${base.unsubscribeUrls.email}`);
    expect(digest.html).not.toContain('/api/alerts/unsubscribe');

    const yards = [
      { primary: false, email: null },
      { primary: false, email: 'yard@harbour.example' },
      { primary: true, email: 'sales@harbour.example' },
    ];
    expect(getAlertReplyTo('alerts@harbour.example', yards)).toBe('alerts@harbour.example');
    expect(getAlertReplyTo(null, yards)).toBe('sales@harbour.example');
    expect(getAlertReplyTo(null, yards.slice(0, 2))).toBe('yard@harbour.example');
    expect(getAlertReplyTo(null, [{ primary: true, email: null }])).toBeNull();
  });
});
