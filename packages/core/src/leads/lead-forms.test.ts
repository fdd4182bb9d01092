import { describe, expect, it } from 'vitest';
import { FIND_SIMILAR_MESSAGE } from './enquiry-forms.ts';
import { toFieldErrors } from './form-schema.ts';
import { getLeadCategory, getLeadForm, getStepSchema } from './lead-forms.ts';
import { makeFormContext, makeLocation } from './test-context.ts';
import { OTHER_VEHICLE_OPTION, readTradeInVehicle } from './trade-in-form.ts';

const field = (form: ReturnType<typeof getLeadForm>, name: string) =>
  form.fields.find((candidate) => candidate.name === name);

describe('general enquiry form', () => {
  it("preselects 'General Enquiry', ticks the opt-in and leaves Rego optional", () => {
    const form = getLeadForm('contact', makeFormContext());
    expect(field(form, 'category')?.defaultValue).toBe('General Enquiry');
    expect(field(form, 'opt_in')?.defaultValue).toBe(true);
    expect(field(form, 'rego')?.required).toBe(false);
    expect(field(form, 'preferred_dealership')).toBeUndefined();
    expect(field(form, 'location_id')).toBeUndefined();
  });

  it('asks for a preferred dealership when the site has more than one', () => {
    const form = getLeadForm(
      'contact',
      makeFormContext({
        dealerships: [
          { id: 1, slug: 'a', name: 'A Motors' },
          { id: 2, slug: 'b', name: 'B Motors' },
        ],
      }),
    );
    expect(field(form, 'preferred_dealership')?.required).toBe(true);
    expect(field(form, 'preferred_dealership')?.options.map((option) => option.value)).toEqual([
      'a',
      'b',
    ]);
  });

  it('applies the site’s field changes', () => {
    const context = makeFormContext();
    context.config.fields.contact.overrides = { rego: { label: 'Registration', required: true } };
    const form = getLeadForm('contact', context);
    expect(field(form, 'rego')).toMatchObject({ label: 'Registration', required: true });
  });
});

describe('location select', () => {
  const locations = [
    makeLocation({ id: 1, name: 'Ford Cleveland', manufacturers: ['Ford'] }),
    makeLocation({ id: 2, name: 'Mazda Capalaba', manufacturers: ['Mazda'] }),
    makeLocation({
      id: 3,
      name: 'Service Centre',
      locationType: 'service',
      manufacturers: ['Ford'],
    }),
  ];

  it('is shown for new cars only when so configured, filtered by make and type, auto-picking one', () => {
    const car = {
      id: 9,
      make: 'Ford',
      model: 'Ranger',
      carType: 'new' as const,
      dealershipId: 1,
      locationId: 1,
    };
    const context = makeFormContext({ locations, car });
    context.config = { ...context.config, websiteLocationSelect: 'new-cars' };
    const select = field(getLeadForm('vehicle-enquiry', context), 'location_id');
    expect(select?.options).toEqual([{ value: '1', label: 'Ford Cleveland' }]);
    expect(select?.defaultValue).toBe('1');

    const used = { ...context, car: { ...car, carType: 'used' as const } };
    expect(field(getLeadForm('vehicle-enquiry', used), 'location_id')).toBeUndefined();
  });

  it('offers every location of the type when none sells the make, picking none', () => {
    const context = makeFormContext({
      locations,
      car: {
        id: 9,
        make: 'Kia',
        model: 'Sportage',
        carType: 'new',
        dealershipId: 1,
        locationId: 1,
      },
    });
    context.config = { ...context.config, websiteLocationSelect: 'always' };
    const select = field(getLeadForm('vehicle-enquiry', context), 'location_id');
    expect(select?.options.map((option) => option.value)).toEqual(['1', '2']);
    expect(select?.defaultValue).toBeNull();
  });
});

describe('other forms', () => {
  it("prefills the out-of-stock enquiry with the spec's message and subcategory", () => {
    const form = getLeadForm('find-similar', makeFormContext());
    expect(field(form, 'message')?.defaultValue).toBe(FIND_SIMILAR_MESSAGE);
    expect(getLeadCategory('find-similar', {}, 'used', 'General Enquiry')).toEqual({
      category: 'Used Vehicle Enquiry',
      subcategory: 'Find me something similar',
    });
  });

  it("gives the test drive an optional 'Test Drive Booking Date'", () => {
    const form = getLeadForm(
      'test-drive',
      makeFormContext({
        car: {
          id: 1,
          make: 'Ford',
          model: 'Ranger',
          carType: 'new',
          dealershipId: 1,
          locationId: 1,
        },
      }),
    );
    expect(field(form, 'test_drive_at')).toMatchObject({
      label: 'Test Drive Booking Date',
      required: false,
      type: 'datetime',
    });
    expect(field(form, 'message')?.required).toBe(false);
  });

  it('files general enquiries under their category, or the default', () => {
    expect(
      getLeadCategory('contact', { category: 'Service Enquiry' }, null, 'General Enquiry').category,
    ).toBe('Service Enquiry');
    expect(getLeadCategory('contact', {}, null, 'General Enquiry').category).toBe(
      'General Enquiry',
    );
  });

  it('carries the finance query parameters into the finance enquiry', () => {
    const context = makeFormContext({
      dealerships: [
        { id: 1, slug: 'a', name: 'A' },
        { id: 2, slug: 'b', name: 'B' },
      ],
    });
    const form = getLeadForm('finance-enquiry', context, {
      budget: 35000,
      preferredDealership: 'b',
    });
    expect(field(form, 'vehiclePriceBudget')?.defaultValue).toBe('35000');
    expect(field(form, 'preferred_dealership')?.defaultValue).toBe('b');
  });
});

describe('trade-in wizard', () => {
  const form = getLeadForm('trade-in', makeFormContext(), { makes: ['Ford', 'Toyota'] });

  it('has three steps that validate on their own', () => {
    expect(form.steps).toEqual(['Your Car', 'Condition', 'Your Details']);
    const first = getStepSchema(form, 0).safeParse({
      rego: 'ABC123',
      regoState: 'QLD',
      year: '2021',
      make: 'Ford',
      model: 'Ranger',
      kms: '45,000 kms',
    });
    expect(first.success).toBe(true);
    expect(first.data?.kms).toBe(45000);
    expect(getStepSchema(form, 0).safeParse({ make: 'Holden' }).success).toBe(false);
  });

  it("ends the make list with 'Other', which asks for the make, model and badge typed in", () => {
    expect(field(form, 'make')?.options.at(-1)).toEqual(OTHER_VEHICLE_OPTION);
    const step = getStepSchema(form, 0);
    const car = { rego: 'ABC123', regoState: 'QLD', year: '2021', kms: '45000' };
    const typed = step.safeParse({ ...car, make: 'Other', model: 'Other', badge: 'Other' });
    expect(typed.error && toFieldErrors(typed.error, form.fields)).toEqual({
      make_other: "Your car's make is required.",
      model_other: "Your car's model is required.",
      badge_other: "Your car's badge is required.",
    });
    const sent = step.parse({
      ...car,
      make: 'Other',
      make_other: 'Zastava',
      model: 'Other',
      model_other: 'Koral 55',
      badge: '',
      badge_other: 'left over',
    });
    expect(readTradeInVehicle(sent)).toEqual({
      year: 2021,
      make: 'Zastava',
      model: 'Koral 55',
      badge: null,
      km: 45_000,
      listed: false,
    });
    const listed = step.parse({ ...car, make: 'Toyota', make_other: 'x', model: 'Prado' });
    expect(listed.make_other).toBeNull();
    expect(readTradeInVehicle({ ...listed, badge: 'Other', badge_other: 'GXL' })).toMatchObject({
      make: 'Toyota',
      model: 'Prado',
      badge: 'GXL',
      listed: true,
    });
  });

  it('defaults the contact preference to Phone and requires the terms', () => {
    expect(field(form, 'PreferredContactMethod')).toMatchObject({
      defaultValue: 'Phone',
      options: [
        { value: 'Phone', label: 'Phone' },
        { value: 'Email', label: 'Email' },
        { value: 'SMS', label: 'SMS' },
      ],
    });
    expect(field(form, 'finance')?.label).toBe('Is Your Car Currently Under Finance?');
    const result = getStepSchema(form, 2).safeParse({ terms_conditions: false });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      '*You must agree to the terms of use before submitting.',
    );
  });
});
