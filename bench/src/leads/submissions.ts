import { randomUUID } from 'node:crypto';
import { signFormToken } from '@forecourt/web/drivers';
import { FORM_SECRET } from './lead-app.ts';

let sequence = 0;

/**
 * A complete, valid general enquiry as a browser would send it: a fresh idempotency key and a
 * unique marker in the message, so each lead can be found again.
 */
export function makeEnquiry(siteId: number, now = Date.now()) {
  sequence += 1;
  const marker = `bench-${process.pid}-${sequence}-${randomUUID().slice(0, 8)}`;
  return {
    marker,
    body: {
      form: 'contact',
      idempotencyKey: randomUUID(),
      values: {
        category: 'General Enquiry',
        name: 'Bench',
        last_name: `Shopper ${sequence}`,
        email: `shopper${sequence}@example.com`,
        phone: '0412 345 678',
        postcode: '4163',
        message: `Load test enquiry ${marker}`,
        opt_in: true,
      },
      attribution: {
        url: 'http://harbour-ford.localhost/contact',
        visitedPages: ['/'],
        linkedQueryParams: {},
      },
      antiSpam: {
        formToken: signFormToken(FORM_SECRET, siteId, new Date(now - 10_000)),
        honeypot: '',
      },
    },
  };
}

/** A random documentation-range address, so each request looks like another shopper. */
export function randomIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${byte()}.${byte()}`;
}
