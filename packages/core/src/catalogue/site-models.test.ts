import { describe, expect, it } from 'vitest';
import { getSiteVehicleKinds, selectSiteModels } from './site-models.ts';

const x5 = { make: 'BMW', name: 'X5', vehicleKind: 'car' };
const gs = { make: 'BMW', name: 'R 1250 GS', vehicleKind: 'motorcycle' };
const crv = { make: 'Honda', name: 'CR-V', vehicleKind: 'car' };
const cbr = { make: 'Honda', name: 'CBR500R', vehicleKind: 'motorcycle' };
const ranger = { make: 'Ford', name: 'Ranger', vehicleKind: 'car' };
const catalogue = [x5, gs, crv, cbr, ranger];

describe('selectSiteModels', () => {
  it('lists a motorcycle dealer no car models of the makes that build both', () => {
    const scope = { makes: ['BMW', 'Honda'], vehicleKinds: new Set(['motorcycle']) };
    expect(selectSiteModels(catalogue, scope)).toEqual([gs, cbr]);
  });

  it('lists only the makes the site sells', () => {
    const scope = { makes: ['Ford'], vehicleKinds: new Set(['car']) };
    expect(selectSiteModels(catalogue, scope)).toEqual([ranger]);
  });

  it('lists nothing for a site with no makes', () => {
    expect(selectSiteModels(catalogue, { makes: [], vehicleKinds: new Set(['car']) })).toEqual([]);
  });
});

describe('getSiteVehicleKinds', () => {
  it('prefers the configured kinds', () => {
    const kinds = getSiteVehicleKinds({
      configured: ['car', 'truck'],
      stockKinds: ['motorcycle'],
      makeKinds: ['car'],
    });
    expect([...kinds]).toEqual(['car', 'truck']);
  });

  it('takes the kinds of the site stock when none are configured', () => {
    const kinds = getSiteVehicleKinds({
      configured: null,
      stockKinds: ['motorcycle'],
      makeKinds: ['car'],
    });
    expect([...kinds]).toEqual(['motorcycle']);
  });

  it('falls back to the makes kinds for a site with no stock (an empty list counts as unset)', () => {
    const kinds = getSiteVehicleKinds({
      configured: [],
      stockKinds: [],
      makeKinds: ['car', 'truck'],
    });
    expect([...kinds]).toEqual(['car', 'truck']);
  });
});
