import { describe, expect, it } from 'vitest';
import { getLeadForm } from './lead-forms.ts';
import { makeFormContext } from './test-context.ts';
import { readVehicleOfInterest } from './vehicle-of-interest.ts';

describe('readVehicleOfInterest', () => {
  it('reads a vehicle name as one trimmed line', () => {
    expect(readVehicleOfInterest(' Ford  Ranger ')).toBe('Ford Ranger');
    expect(readVehicleOfInterest(['Ford Everest', 'x'])).toBe('Ford Everest');
    expect(readVehicleOfInterest('Ford\r\nRanger\u0000')).toBe('Ford Ranger');
  });

  it('gives null for nothing and cuts a long value', () => {
    expect(readVehicleOfInterest(undefined)).toBeNull();
    expect(readVehicleOfInterest('  \n ')).toBeNull();
    expect(readVehicleOfInterest('a'.repeat(500))).toHaveLength(80);
  });
});

describe('vehicle of interest prefill', () => {
  const defaultOf = (kind: 'test-drive' | 'contact', name: string, vehicle: string | null) =>
    getLeadForm(kind, makeFormContext(), { vehicleOfInterest: vehicle }).fields.find(
      (field) => field.name === name,
    )?.defaultValue;

  it('fills the test drive vehicle and the enquiry comment', () => {
    expect(defaultOf('test-drive', 'vehicle_of_interest', 'Ford Ranger')).toBe('Ford Ranger');
    expect(defaultOf('contact', 'message', 'Ford Ranger')).toBe(
      'I would like to know more about the Ford Ranger.',
    );
  });

  it('leaves them empty without one', () => {
    expect(defaultOf('test-drive', 'vehicle_of_interest', null) ?? null).toBeNull();
    expect(defaultOf('contact', 'message', null) ?? null).toBeNull();
  });
});
