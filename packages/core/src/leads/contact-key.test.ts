import { describe, expect, it } from 'vitest';
import { normaliseContactEmail } from './contact-key.ts';

describe('normaliseContactEmail', () => {
  it('treats case, +tags and Gmail dots as one mailbox', () => {
    expect(normaliseContactEmail(' Jo.Citizen+drive1@Gmail.com ')).toBe('jocitizen@gmail.com');
    expect(normaliseContactEmail('jo.citizen@googlemail.com')).toBe('jocitizen@gmail.com');
    expect(normaliseContactEmail('Jo.Citizen+x@Example.com')).toBe('jo.citizen@example.com');
    expect(normaliseContactEmail('not-an-email')).toBe('not-an-email');
  });
});
