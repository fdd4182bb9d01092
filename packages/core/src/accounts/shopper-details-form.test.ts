import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '../leads/lead-messages.ts';
import { getShopperDetailsFields, readShopperDetailsForm } from './shopper-details-form.ts';

describe('readShopperDetailsForm', () => {
  it('keeps what the shopper gave, trimmed, blanks as null, and the switches the site sends', () => {
    expect(
      readShopperDetailsForm(
        {
          name: ' Sam ',
          last_name: '',
          email: 'Sam@Example.com',
          postcode: '4163',
          email_alerts: false,
          sms_alerts: true,
        },
        ['email'],
      ),
    ).toEqual({
      ok: true,
      value: {
        details: { firstName: 'Sam', lastName: null, email: 'sam@example.com', postcode: '4163' },
        alerts: { email: false },
      },
    });
  });

  it("refuses a bad email or postcode with the lead forms' messages, field by field", () => {
    expect(
      readShopperDetailsForm({ email: 'not-an-email', postcode: '41' }, ['email', 'sms']),
    ).toEqual({
      ok: false,
      errors: { email: LEAD_MESSAGES.email, postcode: LEAD_MESSAGES.postcode },
    });
  });

  it('offers a switch only for the channels the site sends', () => {
    expect(getShopperDetailsFields([]).map((field) => field.name)).toEqual([
      'name',
      'last_name',
      'email',
      'postcode',
    ]);
    expect(getShopperDetailsFields(['sms']).at(-1)?.name).toBe('sms_alerts');
    expect(readShopperDetailsForm({}, [])).toMatchObject({ ok: true, value: { alerts: {} } });
  });
});
