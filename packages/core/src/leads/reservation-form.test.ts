import { describe, expect, it } from 'vitest';
import { getLeadForm, getLeadFormSchema } from './lead-forms.ts';
import { makeFormContext } from './test-context.ts';

const details = {
  name: 'Robin',
  last_name: 'Reserve',
  email: 'robin@example.com',
  phone: '0412 345 678',
  postcode: '4163',
};

describe('the reserve form (issue 15 §2, issue 25 §2)', () => {
  it('asks the shopper to agree the deposit terms, with the site’s hold time', () => {
    const form = getLeadForm(
      'reservation',
      makeFormContext({ reservation: { depositCents: 20_000, holdHours: 72 } }),
    );
    expect(form.fields.find((field) => field.name === 'terms_conditions')).toMatchObject({
      label: 'I understand the deposit is 100% refundable and holds the car for me for 72 hours.',
      required: true,
    });
    expect(getLeadFormSchema(form).safeParse(details).success).toBe(false);
    expect(getLeadFormSchema(form).safeParse({ ...details, terms_conditions: true }).success).toBe(
      true,
    );
  });

  it('has no refundable-deposit tick for a car held without a deposit', () => {
    const form = getLeadForm(
      'reservation',
      makeFormContext({ reservation: { depositCents: 0, holdHours: 48 } }),
    );
    expect(form.fields.map((field) => field.name)).not.toContain('terms_conditions');
    expect(form.fields.some((field) => /refundable/i.test(field.label))).toBe(false);
    expect(getLeadFormSchema(form).safeParse(details).success).toBe(true);
  });
});
