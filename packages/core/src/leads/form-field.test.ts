import { describe, expect, it } from 'vitest';
import { applyFieldChanges, defineField, gatherAdditionalServices } from './form-field.ts';

const fields = [
  defineField({ name: 'name', label: 'First Name', type: 'text', required: true }),
  defineField({ name: 'rego', label: 'Rego', type: 'text' }),
];

describe('applyFieldChanges', () => {
  it('relabels, hides and requires fields by name and appends added ones', () => {
    const changed = applyFieldChanges(
      fields,
      { name: { label: 'Given name' }, rego: { hidden: true, defaultValue: 'n/a' } },
      [
        defineField({
          name: 'check-option-warranty',
          label: 'Extended warranty',
          type: 'checkbox',
        }),
      ],
    );
    expect(changed.map((field) => [field.name, field.label, field.hidden])).toEqual([
      ['name', 'Given name', false],
      ['rego', 'Rego', true],
      ['check-option-warranty', 'Extended warranty', false],
    ]);
    expect(changed[1]?.defaultValue).toBe('n/a');
  });

  it('lets an added field replace a standard one of the same name', () => {
    const changed = applyFieldChanges(fields, {}, [
      defineField({ name: 'rego', label: 'Registration', type: 'text', required: true }),
    ]);
    expect(changed.map((field) => field.label)).toEqual(['First Name', 'Registration']);
  });
});

describe('gatherAdditionalServices', () => {
  it('collects the labels of ticked check-option checkboxes only', () => {
    const list = [
      defineField({ name: 'check-option-finance', label: 'Finance', type: 'checkbox' }),
      defineField({ name: 'check-option-insurance', label: 'Insurance', type: 'checkbox' }),
      defineField({ name: 'opt_in', label: 'News', type: 'checkbox' }),
    ];
    expect(
      gatherAdditionalServices(list, {
        'check-option-finance': true,
        'check-option-insurance': false,
        opt_in: true,
      }),
    ).toEqual(['Finance']);
  });
});
