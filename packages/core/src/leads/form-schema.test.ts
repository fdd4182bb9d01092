import { describe, expect, it } from 'vitest';
import { defineField } from './form-field.ts';
import {
  buildFormSchema,
  parseWholeNumber,
  toFieldErrors,
  withFieldDefaults,
} from './form-schema.ts';
import { getLeadForm, getLeadFormSchema } from './lead-forms.ts';
import { LEAD_MESSAGES, unsupportedCharactersMessage } from './lead-messages.ts';
import { makeFormContext } from './test-context.ts';

const contact = getLeadForm('vehicle-enquiry', makeFormContext());
const schema = getLeadFormSchema(contact);
const good = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4163',
  message: 'Is it still available?',
  opt_in: true,
};

function errorsOf(values: Record<string, unknown>) {
  const result = schema.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error, contact.fields);
}

describe('lead form validation', () => {
  it('accepts a complete enquiry and trims what was typed', () => {
    const parsed = schema.parse({ ...good, name: '  Jo ' });
    expect(parsed.name).toBe('Jo');
    expect(parsed.opt_in).toBe(true);
  });

  it("rejects a postcode that is not four digits with the spec's message", () => {
    for (const postcode of ['416', '41633', 'abcd', '']) {
      expect(errorsOf({ ...good, postcode }).postcode).toBe(LEAD_MESSAGES.postcode);
    }
  });

  it('rejects numbers that are not Australian mobiles or landlines', () => {
    expect(errorsOf({ ...good, phone: '555-0100' }).phone).toBe(LEAD_MESSAGES.phone);
    expect(errorsOf({ ...good, phone: '+61 7 3123 4567' }).phone).toBeUndefined();
  });

  it('lists every problem once, in the order of the fields', () => {
    expect(Object.keys(errorsOf({ email: 'nope' }))).toEqual([
      'name',
      'last_name',
      'email',
      'phone',
      'postcode',
      'message',
    ]);
    expect(errorsOf({ email: 'nope' }).email).toBe(LEAD_MESSAGES.email);
  });

  it('requires comments unless the site says otherwise', () => {
    expect(errorsOf({ ...good, message: ' ' }).message).toBe('Comments is required.');
    const relaxed = makeFormContext();
    relaxed.config = { ...relaxed.config, commentsRequired: false };
    const form = getLeadForm('vehicle-enquiry', relaxed);
    expect(getLeadFormSchema(form).safeParse({ ...good, message: '' }).success).toBe(true);
  });

  it('requires the terms checkbox with the spec text', () => {
    const terms = buildFormSchema([
      defineField({ name: 'terms_conditions', label: 'I agree', type: 'checkbox', required: true }),
    ]);
    const result = terms.safeParse({ terms_conditions: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LEAD_MESSAGES.terms);
  });

  it('rejects NUL, control characters and lone surrogates in any text field, naming it', () => {
    for (const bad of ['Jo\u0000', '\u0000', 'a\u0007b', 'Jo\uD800', '\uDC00x']) {
      const errors = errorsOf({ ...good, name: bad, message: `Hi ${bad}`, email: `${bad}@x.au` });
      expect(errors.name, JSON.stringify(bad)).toBe(unsupportedCharactersMessage('First Name'));
      expect(errors.message).toBe(unsupportedCharactersMessage('Comments'));
      expect(errors.email).toBe(unsupportedCharactersMessage('Email'));
    }
    expect(unsupportedCharactersMessage('Comments *')).toBe(
      'Please remove unsupported characters from Comments.',
    );
  });

  it('keeps line breaks, tabs, accents and emoji', () => {
    const parsed = schema.safeParse({ ...good, name: 'Zoë', message: 'Hi,\r\n\tis it 🚗?' });
    expect(parsed.success).toBe(true);
  });

  it('never throws on hostile input', () => {
    for (const input of [
      null,
      42,
      [],
      { name: { $gt: '' } },
      { postcode: 4163 },
      { phone: ['x'] },
    ]) {
      expect(() => schema.safeParse(input)).not.toThrow();
    }
  });
});

describe('parseWholeNumber', () => {
  it('reads money with a dollar sign and separators, and kilometres with a suffix', () => {
    expect(parseWholeNumber('$12,500')).toBe(12500);
    expect(parseWholeNumber('45,000 kms')).toBe(45000);
    expect(parseWholeNumber('12.5')).toBeNull();
    expect(parseWholeNumber('-3')).toBeNull();
  });
});

describe('withFieldDefaults', () => {
  it('fills missing fields from their defaults but never ticks a checkbox', () => {
    const fields = [
      defineField({
        name: 'category',
        label: 'Category',
        type: 'select',
        defaultValue: 'General Enquiry',
      }),
      defineField({ name: 'opt_in', label: 'News', type: 'checkbox', defaultValue: true }),
    ];
    expect(withFieldDefaults(fields, { category: undefined })).toEqual({
      category: 'General Enquiry',
    });
    expect(withFieldDefaults(fields, { category: 'Parts' })).toEqual({ category: 'Parts' });
  });
});

describe('fields shown only after another answer (showWhen)', () => {
  const fields = [
    defineField({
      name: 'make',
      label: 'Make',
      type: 'select',
      required: true,
      options: [
        { value: 'Ford', label: 'Ford' },
        { value: 'Other', label: 'Other (not listed)' },
      ],
    }),
    defineField({
      name: 'make_other',
      label: "Your car's make",
      type: 'text',
      required: true,
      showWhen: { field: 'make', value: 'Other' },
    }),
  ];
  const conditional = buildFormSchema(fields);

  it('requires the field only while its condition holds', () => {
    const missing = conditional.safeParse({ make: 'Other', make_other: '  ' });
    expect(missing.success).toBe(false);
    expect(missing.error && toFieldErrors(missing.error, fields)).toEqual({
      make_other: "Your car's make is required.",
    });
    expect(conditional.parse({ make: 'Other', make_other: ' Zastava ' })).toEqual({
      make: 'Other',
      make_other: 'Zastava',
    });
    expect(conditional.safeParse({ make: 'Ford' }).success).toBe(true);
  });

  it('drops what was typed while the field is not shown', () => {
    expect(conditional.parse({ make: 'Ford', make_other: 'Zastava' })).toEqual({
      make: 'Ford',
      make_other: null,
    });
  });

  it('is checked alongside the other fields’ errors', () => {
    const withMore = [
      ...fields,
      defineField({ name: 'rego', label: 'Rego', type: 'text', required: true }),
      defineField({ name: 'kms', label: 'Odometer', type: 'kms', required: true }),
    ];
    const result = buildFormSchema(withMore).safeParse({ make: 'Other', kms: 'lots' });
    expect(result.error && toFieldErrors(result.error, withMore)).toEqual({
      make_other: "Your car's make is required.",
      rego: 'Rego is required.',
      kms: 'Please enter odometer as a whole number.',
    });
  });
});
