import { describe, expect, it } from 'vitest';
import {
  readLeadAnswer,
  readOfferAcceptanceAnswer,
  readTradeInVehiclesAnswer,
} from './lead-answer.ts';

const offer = {
  kind: 'offer',
  lowDollars: 18_000,
  highDollars: 20_000,
  basis: 'Based on 9 similar cars.',
  comparableCount: 9,
  conditionAdjustmentPercent: -5,
  reconditioningMarginPercent: 10,
};

describe('readLeadAnswer', () => {
  it('reads a stored lead with its valuation, or the refusal', () => {
    expect(readLeadAnswer({ ok: true, leadId: 4, valuation: null })).toEqual({
      ok: true,
      leadId: 4,
      valuation: null,
    });
    expect(readLeadAnswer({ ok: true, leadId: 4, valuation: offer }).valuation).toEqual(offer);
    const tooOld = { kind: 'no-estimate', reason: 'too-old', message: 'Call us.' };
    expect(readLeadAnswer({ ok: true, leadId: 4, valuation: tooOld }).valuation).toEqual(tooOld);
    const taken = {
      ok: false,
      message: 'Sorry, that time has just been booked.',
      code: 'slot-taken',
      fieldErrors: { test_drive_at: 'Sorry, that time has just been booked.' },
    };
    expect(readLeadAnswer(taken)).toEqual(taken);
  });

  it('refuses what is not an answer', () => {
    for (const body of [
      null,
      { leadId: 4 },
      { ok: true, leadId: '4' },
      { ok: true, leadId: 4, valuation: { ...offer, kind: 'guess' } },
      { ok: true, leadId: 4, valuation: { kind: 'no-estimate', reason: 'x', message: 'y' } },
      { ok: false, fieldErrors: { phone: ['Required.'] } },
      { ok: false, code: 5 },
    ]) {
      expect(() => readLeadAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});

describe('readOfferAcceptanceAnswer', () => {
  it('reads the acceptance or the refusal', () => {
    expect(readOfferAcceptanceAnswer({ ok: true, offerAccepted: true })).toEqual({
      ok: true,
      offerAccepted: true,
    });
    expect(readOfferAcceptanceAnswer({ ok: false, message: 'No offer.' })).toEqual({
      ok: false,
      message: 'No offer.',
    });
  });

  it('refuses what is not an answer', () => {
    for (const body of [null, {}, { ok: true, offerAccepted: 'yes' }, { ok: false, message: 1 }]) {
      expect(() => readOfferAcceptanceAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});

describe('readTradeInVehiclesAnswer', () => {
  it('reads models or badges', () => {
    expect(readTradeInVehiclesAnswer({ models: ['Ranger', 'Everest'] })).toEqual({
      models: ['Ranger', 'Everest'],
    });
    expect(readTradeInVehiclesAnswer({ badges: [] })).toEqual({ badges: [] });
  });

  it('refuses what is not an answer', () => {
    for (const body of [null, 'Ranger', { models: 'Ranger' }, { badges: ['XLT', 3] }]) {
      expect(() => readTradeInVehiclesAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});
