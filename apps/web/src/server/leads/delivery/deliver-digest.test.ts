import { describe, expect, it } from 'vitest';
import { readDigestContent } from './deliver-digest.ts';

const stored = {
  subject: 'Price drop',
  text: 'text',
  html: '<p>html</p>',
  sms: 'sms',
  unsubscribeUrls: {
    email: 'https://www.harbourford.com.au/alerts/unsubscribe?u=7&c=email&t=x',
    sms: 'https://www.harbourford.com.au/alerts/unsubscribe?u=7&c=sms&t=y',
  },
};

describe('readDigestContent', () => {
  it('reads a digest with its one-click address and sender', () => {
    const content = {
      ...stored,
      oneClickUnsubscribeUrl:
        'https://www.harbourford.com.au/api/alerts/unsubscribe?u=7&c=email&t=x',
      from: { name: 'Harbour Ford', replyTo: 'sales@harbourford.com.au' },
    };
    expect(readDigestContent(content)).toEqual(content);
  });

  it('gives a digest stored before them the one-click address of its email link and no sender', () => {
    expect(readDigestContent(stored)).toEqual({
      ...stored,
      oneClickUnsubscribeUrl:
        'https://www.harbourford.com.au/api/alerts/unsubscribe?u=7&c=email&t=x',
      from: null,
    });
  });

  it('refuses what is not a digest', () => {
    expect(readDigestContent(null)).toBeNull();
    expect(readDigestContent({ ...stored, unsubscribeUrls: {} })).toBeNull();
  });
});
