import { describe, expect, it } from 'vitest';
import { buildFormSchema } from '../leads/form-schema.ts';
import { getLeadForm } from '../leads/lead-forms.ts';
import { LEAD_MESSAGES } from '../leads/lead-messages.ts';
import { makeFormContext } from '../leads/test-context.ts';
import { prototypeKeys } from '../testing/prototype-keys.ts';
import {
  getActiveFields,
  getFirstOpenStep,
  getJourneyFields,
  getNextStep,
  getShownStep,
  isAnswerStep,
  type JourneyFieldSources,
  journeyHref,
  pickStepAnswers,
  readJourneyProgress,
} from './purchase-journey.ts';

const context = makeFormContext();
const sources: JourneyFieldSources = {
  reservation: getLeadForm('reservation', context).fields,
  tradeIn: getLeadForm('trade-in', context, { makes: ['Ford', 'Toyota'] }).fields,
  dealerName: 'Harbour Ford',
  pickupName: 'Harbour Ford Cleveland',
  delivery: true,
  finance: true,
  defaultTermYears: 5,
};
const names = (step: Parameters<typeof getJourneyFields>[0], values = {}) =>
  getActiveFields(getJourneyFields(step, sources), values).map((field) => field.name);
const details = {
  name: 'Sam',
  last_name: 'Lee',
  email: 'sam@example.com',
  phone: '0412 345 678',
  postcode: '4000',
};

describe('the journey steps', () => {
  it('asks for the reservation form’s contact fields first, and its terms only at the review', () => {
    expect(names('details')).toEqual(['name', 'last_name', 'email', 'phone', 'postcode']);
    expect(names('review')).toEqual(['terms_conditions']);
  });

  it('asks about a trade-in’s car and condition only when there is one, never its contact fields', () => {
    expect(names('trade-in', { has_trade_in: 'No' })).toEqual(['has_trade_in']);
    const withCar = names('trade-in', { has_trade_in: 'Yes' });
    expect(withCar.slice(0, 8)).toEqual([
      'has_trade_in',
      'rego',
      'regoState',
      'year',
      'make',
      'model',
      'badge',
      'kms',
    ]);
    expect(withCar).toContain('finance');
    expect(withCar).not.toContain('email');
    expect(withCar).not.toContain('terms_conditions');
    // A make or model the lists lack is typed in (issue 25 §3).
    expect(names('trade-in', { has_trade_in: 'Yes', make: 'Other', model: 'Other' })).toEqual(
      expect.arrayContaining(['make', 'make_other', 'model', 'model_other']),
    );
    expect(withCar).not.toContain('make_other');
  });

  it('asks for a deposit, term and credit history only for finance with the dealer', () => {
    expect(names('finance', { payment: 'cash' })).toEqual(['payment']);
    expect(names('finance', { payment: 'finance' })).toEqual([
      'payment',
      'finance_deposit',
      'finance_term',
      'finance_credit',
    ]);
  });

  it('offers only the choices the site has: no finance without a provider, no delivery without quotes', () => {
    const bare = { ...sources, finance: false, delivery: false };
    const [payment] = getJourneyFields('finance', bare);
    const [handover] = getJourneyFields('delivery', bare);
    expect(payment?.options.map((option) => option.value)).toEqual(['cash']);
    expect(handover?.options.map((option) => option.label)).toEqual([
      'Pick it up from Harbour Ford Cleveland',
    ]);
    expect(names('delivery', { handover: 'delivery' })).toEqual(['handover', 'delivery_postcode']);
  });

  it('checks each step with the form rules and their texts', () => {
    const fields = getActiveFields(getJourneyFields('delivery', sources), { handover: 'delivery' });
    const result = buildFormSchema(fields).safeParse({
      handover: 'delivery',
      delivery_postcode: '40',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LEAD_MESSAGES.postcode);
    const finance = getActiveFields(getJourneyFields('finance', sources), { payment: 'finance' });
    expect(
      buildFormSchema(finance).safeParse({
        payment: 'finance',
        finance_deposit: '',
        finance_term: '5',
        finance_credit: 'GOOD',
      }).success,
    ).toBe(false);
    expect(
      buildFormSchema(finance).safeParse({
        payment: 'finance',
        finance_deposit: '$5,000',
        finance_term: '5',
        finance_credit: 'GOOD',
      }).success,
    ).toBe(true);
    expect(
      buildFormSchema(finance).safeParse({
        payment: 'finance',
        finance_deposit: '0',
        finance_term: '9',
        finance_credit: 'GOOD',
      }).success,
    ).toBe(false);
  });

  it('keeps only the answers of the fields that apply', () => {
    const fields = getJourneyFields('trade-in', sources);
    expect(pickStepAnswers(fields, { has_trade_in: 'No', rego: 'ABC123', year: '2019' })).toEqual({
      has_trade_in: 'No',
    });
  });
});

describe('moving through the journey', () => {
  it('starts at the details and opens each step only when the ones before it are done', () => {
    expect(getFirstOpenStep({})).toBe('details');
    expect(getShownStep({}, 'review')).toBe('details');
    const progress = { details, 'trade-in': { has_trade_in: 'No' } };
    expect(getFirstOpenStep(progress)).toBe('finance');
    expect(getShownStep(progress, 'details')).toBe('details');
    expect(getShownStep(progress, 'delivery')).toBe('finance');
    expect(getShownStep(progress, 'nonsense')).toBe('finance');
    const done = { ...progress, finance: { payment: 'cash' }, delivery: { handover: 'pickup' } };
    expect(getShownStep(done, undefined)).toBe('review');
    expect(getShownStep(done, 'trade-in')).toBe('trade-in');
  });

  it('stores answers for the four question steps only', () => {
    expect(['details', 'trade-in', 'finance', 'delivery'].every(isAnswerStep)).toBe(true);
    expect([...prototypeKeys, 'review', 'Details', 7, null].some(isAnswerStep)).toBe(false);
  });

  it('goes from each step to the next', () => {
    expect(getNextStep('details')).toBe('trade-in');
    expect(getNextStep('delivery')).toBe('review');
  });

  it('reads stored progress defensively: a step that no longer parses is not done', () => {
    expect(readJourneyProgress(null)).toEqual({});
    expect(
      readJourneyProgress({ details, finance: 'bad', 'trade-in': { nested: { no: 1 } } }),
    ).toEqual({ details });
    for (const key of prototypeKeys) expect(getShownStep({}, key)).toBe('details');
  });

  it('addresses the journey by the car’s slug', () => {
    expect(journeyHref('2021-ford-ranger-7')).toBe('/checkout-journey?car_id=2021-ford-ranger-7');
    expect(journeyHref('a b', 'finance')).toBe('/checkout-journey?car_id=a+b&step=finance');
  });
});
