import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../config/merge-config.ts';
import { getLeadForm, getLeadFormSchema } from './lead-forms.ts';
import { makeFormContext } from './test-context.ts';

const formsConfig = (forms: object = {}) => resolveSiteConfig({}, { forms }).forms;
const budgetField = (config = formsConfig()) =>
  getLeadForm('finance-enquiry', makeFormContext({ config }), {
    budget: null,
    preferredDealership: null,
  }).fields.find((field) => field.name === 'vehiclePriceBudget');

describe('money fields offer preset amounts (spec 2 §5, issue 25 §2)', () => {
  it('offers $5,000 to $70,000 by default', () => {
    const options = budgetField()?.options.map((option) => option.value) ?? [];
    expect(options[0]).toBe('$5,000');
    expect(options.at(-1)).toBe('$70,000');
    expect(options).toHaveLength(14);
  });

  it("offers a site's own presets, e.g. $300,000 to $800,000, or none", () => {
    const config = formsConfig({ moneyPresets: [300_000, 550_000, 800_000] });
    expect(budgetField(config)?.options.map((option) => option.label)).toEqual([
      '$300,000',
      '$550,000',
      '$800,000',
    ]);
    expect(budgetField(formsConfig({ moneyPresets: [] }))?.options).toEqual([]);
  });

  it('accepts a preset as picked, and any other amount typed', () => {
    const form = getLeadForm('finance-enquiry', makeFormContext());
    const schema = getLeadFormSchema(form);
    const details = {
      name: 'Robin',
      last_name: 'Budget',
      email: 'robin@example.com',
      phone: '0412 345 678',
      postcode: '4163',
    };
    expect(schema.safeParse({ ...details, vehiclePriceBudget: '$45,000' }).success).toBe(true);
    expect(schema.safeParse({ ...details, vehiclePriceBudget: '41250' }).success).toBe(true);
  });
});
