import { describe, expect, it } from 'vitest';
import {
  leadDeliveryConfigSchema,
  type RoutedLead,
  resolveDeliveryTargets,
} from './lead-routing.ts';

const config = leadDeliveryConfigSchema.parse({
  routes: [
    { email: ['sales@site.example'], adfEmail: ['crm@site.example'] },
    {
      dealership: 'north',
      email: ['north@site.example'],
      webhooks: [{ url: 'https://hooks.example/north', secret: 'a-very-long-secret' }],
    },
    { location: 'north-service', email: ['service@site.example'] },
    { forms: ['trade-in'], dealership: 'north', email: ['buyer@site.example'] },
  ],
});
const lead: RoutedLead = {
  form: 'vehicle-enquiry',
  dealershipSlug: 'north',
  locationSlug: 'north-sales',
  hasVehicle: true,
  fallbackEmail: 'fallback@site.example',
};

describe('resolveDeliveryTargets', () => {
  it('uses the most specific matching routes: location, then dealership, then site-wide', () => {
    expect(resolveDeliveryTargets(config, { ...lead, locationSlug: 'north-service' })).toEqual([
      { channel: 'email', target: 'service@site.example', secret: null },
    ]);
    expect(resolveDeliveryTargets(config, lead)).toEqual([
      { channel: 'email', target: 'north@site.example', secret: null },
      { channel: 'webhook', target: 'https://hooks.example/north', secret: 'a-very-long-secret' },
    ]);
    expect(
      resolveDeliveryTargets(config, { ...lead, dealershipSlug: 'south' }).map((t) => t.channel),
    ).toEqual(['email', 'adf-email']);
  });

  it('merges routes of equal rank, including form-specific ones', () => {
    const targets = resolveDeliveryTargets(config, { ...lead, form: 'trade-in' });
    expect(targets.filter((t) => t.channel === 'email').map((t) => t.target)).toEqual([
      'north@site.example',
      'buyer@site.example',
    ]);
  });

  it('skips ADF targets for leads without a vehicle', () => {
    const targets = resolveDeliveryTargets(config, {
      ...lead,
      dealershipSlug: null,
      hasVehicle: false,
    });
    expect(targets.map((t) => t.channel)).toEqual(['email']);
  });

  it("falls back to the location's email when no route matches", () => {
    const none = leadDeliveryConfigSchema.parse({});
    expect(resolveDeliveryTargets(none, lead)).toEqual([
      { channel: 'email', target: 'fallback@site.example', secret: null },
    ]);
    expect(resolveDeliveryTargets({ ...none, fallbackToLocationEmail: false }, lead)).toEqual([]);
  });
});
