import { describe, expect, it } from 'vitest';
import { getMobileBarLayout, type VehicleControlKind } from './mobile-bar.ts';
import { vehiclePageConfigSchema } from './vehicle-page-config.ts';

const { priority, slots } = vehiclePageConfigSchema.parse({}).mobileBar;

describe('getMobileBarLayout', () => {
  it("keeps call, enquire, save and favourite in the bar and puts the rest behind 'More'", () => {
    const available: VehicleControlKind[] = [
      'call',
      'enquire',
      'watchlist',
      'favourite',
      'test-drive',
      'finance',
      'trade-in',
      'reserve',
      'online-purchase',
      'share',
      'print',
    ];
    expect(getMobileBarLayout(available, priority, slots)).toEqual({
      bar: ['call', 'enquire', 'watchlist', 'favourite'],
      more: ['test-drive', 'finance', 'trade-in', 'reserve', 'online-purchase', 'share', 'print'],
    });
  });

  it('fills places the priority leaves free in the sidebar order', () => {
    // No watchlist on this site: Test Drive takes its place.
    const available: VehicleControlKind[] = [
      'call',
      'enquire',
      'favourite',
      'test-drive',
      'finance',
      'share',
    ];
    expect(getMobileBarLayout(available, priority, slots)).toEqual({
      bar: ['call', 'enquire', 'favourite', 'test-drive'],
      more: ['finance', 'share'],
    });
  });

  it("has no 'More' when every control fits", () => {
    expect(getMobileBarLayout(['share', 'call', 'enquire', 'print'], priority, slots)).toEqual({
      bar: ['call', 'enquire', 'share', 'print'],
      more: [],
    });
    expect(
      getMobileBarLayout(['call', 'enquire', 'favourite', 'share', 'print'], priority, 5),
    ).toEqual({ bar: ['call', 'enquire', 'favourite', 'share', 'print'], more: [] });
  });

  it('follows a dealer priority and place count, and keeps the sidebar order in the sheet', () => {
    const available: VehicleControlKind[] = [
      'call',
      'enquire',
      'favourite',
      'test-drive',
      'trade-in',
      'share',
    ];
    expect(getMobileBarLayout(available, ['test-drive', 'call'], 3)).toEqual({
      bar: ['test-drive', 'call'],
      more: ['enquire', 'favourite', 'trade-in', 'share'],
    });
  });

  it('a sold car: Find Me Something Similar takes the enquiry place', () => {
    const available: VehicleControlKind[] = ['call', 'find-similar', 'favourite', 'share'];
    expect(getMobileBarLayout(available, priority, slots)).toEqual({
      bar: ['call', 'find-similar', 'favourite', 'share'],
      more: [],
    });
  });

  it('ignores repeats', () => {
    expect(getMobileBarLayout(['call', 'call', 'share'], ['call', 'call', 'share'], 5)).toEqual({
      bar: ['call', 'share'],
      more: [],
    });
  });
});
