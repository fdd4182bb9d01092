import { describe, expect, it } from 'vitest';
import { gatherAdditionalServices } from './form-field.ts';
import { getLeadCategory, getLeadForm, getLeadFormSchema } from './lead-forms.ts';
import { makeFormContext } from './test-context.ts';

const service = {
  options: ['Logbook service', 'Brakes', 'Tyres'],
  locations: [{ id: 7, name: 'Service Centre' }],
  days: [
    { date: '2025-07-02', label: 'Wed 2 Jul' },
    { date: '2025-07-03', label: 'Thu 3 Jul' },
  ],
};
const contact = {
  name: 'Jordan',
  last_name: 'Citizen',
  email: 'jordan@example.com',
  phone: '0412 345 678',
  postcode: '4163',
};

describe('service booking form', () => {
  const form = getLeadForm('service-booking', makeFormContext({ service }));
  const schema = getLeadFormSchema(form);

  it('offers only the open days and gathers ticked services into additional_services', () => {
    const values = {
      ...contact,
      rego: 'ABC123',
      odometer: '45,000 kms',
      preferred_date: '2025-07-03',
      'service-check-option-2': true,
      'service-check-option-3': 'on',
    };
    const parsed = schema.parse(values);
    expect(parsed.odometer).toBe(45_000);
    expect(gatherAdditionalServices(form.fields, parsed)).toEqual(['Brakes', 'Tyres']);
    expect(schema.safeParse({ ...values, preferred_date: '2025-07-05' }).success).toBe(false);
    expect(schema.safeParse({ ...values, rego: '' }).success).toBe(false);
  });

  it('asks for the service location only when there are several', () => {
    expect(form.fields.some((field) => field.name === 'location_id')).toBe(false);
    const several = getLeadForm(
      'service-booking',
      makeFormContext({
        service: { ...service, locations: [...service.locations, { id: 8, name: 'Second' }] },
      }),
    );
    expect(several.fields.find((field) => field.name === 'location_id')?.required).toBe(true);
  });

  it('is filed as a service booking', () => {
    expect(getLeadCategory('service-booking', {}, null, 'General Enquiry')).toEqual({
      category: 'Service Enquiry',
      subcategory: 'Service Booking',
    });
  });
});

describe('parts enquiry form', () => {
  it('needs a part description; VIN or rego is optional', () => {
    const schema = getLeadFormSchema(getLeadForm('parts-enquiry', makeFormContext()));
    expect(schema.safeParse({ ...contact, message: 'Roof racks' }).success).toBe(true);
    expect(schema.safeParse({ ...contact, message: '' }).success).toBe(false);
  });
});
