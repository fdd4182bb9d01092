import { describe, expect, it } from 'vitest';
import { getCopiedMessage, getShareLinks } from './share-links.ts';

describe('share links (spec 2 §2)', () => {
  const url = 'https://harbour-ford.example/cars/2021-ford-ranger-101';

  it('builds Facebook, Twitter, WhatsApp, email, sms and tel links for the page', () => {
    const links = getShareLinks(url, '2021 Ford Ranger XLT', '+61731234567');
    expect(links.map((link) => link.channel)).toEqual([
      'facebook',
      'twitter',
      'whatsapp',
      'email',
      'sms',
      'tel',
    ]);
    expect(links[0]?.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fharbour-ford.example%2Fcars%2F2021-ford-ranger-101',
    );
    expect(links.find((link) => link.channel === 'sms')?.href).toMatch(/^sms:\?&body=2021%20Ford/);
    expect(links.find((link) => link.channel === 'tel')?.href).toBe('tel:+61731234567');
    expect(links.filter((link) => link.popup).map((link) => link.channel)).toEqual([
      'facebook',
      'twitter',
    ]);
  });

  it('has no tel link without a phone, and the exact copied text', () => {
    expect(getShareLinks(url, 'Car', null).map((link) => link.channel)).not.toContain('tel');
    expect(getCopiedMessage('2021 Ford Ranger XLT')).toBe(
      'Copied 2021 Ford Ranger XLT to your clipboard!',
    );
  });
});
