import { describe, expect, it } from 'vitest';
import {
  canReserve,
  describeReservationForDealer,
  describeReservationStatus,
  getDepositCents,
  getHoldExpiry,
  nextReservationStatus,
  type ReservationAction,
  reservationStatuses,
  reservationStatusesFor,
} from './reservation.ts';

const actions: ReservationAction[] = ['hold', 'release', 'refund', 'convert'];

describe('the reservation state machine', () => {
  it('allows exactly these transitions', () => {
    const allowed = reservationStatuses.flatMap((from) =>
      actions.flatMap((action) => {
        const to = nextReservationStatus(from, action, false);
        return to ? [`${from} -${action}-> ${to}`] : [];
      }),
    );
    expect(allowed).toEqual([
      'pending -hold-> held',
      'pending -release-> released',
      'held -release-> released',
      'held -refund-> refunded',
      'held -convert-> converted',
    ]);
  });

  it('cannot skip the hold: a pending reservation is never refunded or converted', () => {
    expect(nextReservationStatus('pending', 'refund', false)).toBeNull();
    expect(nextReservationStatus('pending', 'convert', false)).toBeNull();
  });

  it('ends for good: nothing leaves released, refunded or converted', () => {
    for (const from of ['released', 'refunded', 'converted'] as const)
      for (const action of actions) {
        expect(nextReservationStatus(from, action, false)).toBeNull();
        expect(nextReservationStatus(from, action, true)).toBeNull();
      }
  });

  it('never releases a hold whose deposit was paid: only a refund or a sale ends it', () => {
    expect(nextReservationStatus('held', 'release', true)).toBeNull();
    expect(nextReservationStatus('held', 'refund', true)).toBe('refunded');
    expect(nextReservationStatus('held', 'convert', true)).toBe('converted');
    // Unpaid (pay at the dealership), a hold is released.
    expect(nextReservationStatus('held', 'release', false)).toBe('released');
  });

  it('names the statuses each action starts from', () => {
    expect(reservationStatusesFor('hold')).toEqual(['pending']);
    expect(reservationStatusesFor('release')).toEqual(['pending', 'held']);
    expect(reservationStatusesFor('refund')).toEqual(['held']);
  });
});

describe('describeReservationStatus', () => {
  it('reads as a shopper would, with Australian dates', () => {
    const holdExpiresAt = new Date('2026-11-28T01:00:00Z');
    const zone = 'Australia/Sydney';
    expect(describeReservationStatus({ status: 'held', holdExpiresAt }, zone)).toBe(
      'Held until 28/11/2026',
    );
    expect(describeReservationStatus({ status: 'refunded', holdExpiresAt }, zone)).toBe(
      'Ended, deposit refunded',
    );
    // 21:30 on the 27th in Perth is already 00:30 on the 28th in Sydney (daylight saving).
    const lateInPerth = new Date('2026-11-27T13:30:00Z');
    expect(describeReservationStatus({ status: 'held', holdExpiresAt: lateInPerth }, zone)).toBe(
      'Held until 28/11/2026',
    );
    expect(
      describeReservationStatus({ status: 'held', holdExpiresAt: lateInPerth }, 'Australia/Perth'),
    ).toBe('Held until 27/11/2026');
  });
});

describe('deposits and who can reserve', () => {
  it("charges the car's amount, else the site's default (spec 1 §9: $200)", () => {
    expect(getDepositCents({ reserveAmount: 500 }, 200)).toBe(50_000);
    expect(getDepositCents({ reserveAmount: null }, 200)).toBe(20_000);
    expect(getDepositCents({ reserveAmount: 0 }, 200)).toBe(0);
    expect(getHoldExpiry(new Date('2026-11-26T00:00:00Z'), 48)).toEqual(
      new Date('2026-11-28T00:00:00Z'),
    );
  });

  it('needs the site, the car, stock and no one else holding it', () => {
    const car = { checkoutEnabled: true, status: 'in_stock' as const, reserved: false };
    expect(canReserve(car, { enabled: true })).toBe(true);
    expect(canReserve(car, { enabled: false })).toBe(false);
    expect(canReserve({ ...car, checkoutEnabled: false }, { enabled: true })).toBe(false);
    expect(canReserve({ ...car, status: 'sold' }, { enabled: true })).toBe(false);
    expect(canReserve({ ...car, reserved: true }, { enabled: true })).toBe(false);
  });
});

describe('describeReservationForDealer', () => {
  const holdExpiresAt = new Date('2026-11-28T11:00:00Z');
  it('states the deposit, how it is paid and the hold’s end in the location’s zone', () => {
    expect(
      describeReservationForDealer(
        { amountCents: 20_000, mode: 'dealer', paymentIntentId: null, holdExpiresAt },
        'Australia/Brisbane',
      ),
    ).toBe(
      'Reserved online: $200 deposit, to be paid at the dealership, 100% refundable. Held until Sat, 28 Nov 2026, 9:00 pm AEST.',
    );
  });

  it('says a hold without a deposit has none, and nothing of refunds', () => {
    const text = describeReservationForDealer(
      { amountCents: 0, mode: 'dealer', paymentIntentId: null, holdExpiresAt },
      'Australia/Brisbane',
    );
    expect(text).toBe(
      'Reserved online with no deposit. Held until Sat, 28 Nov 2026, 9:00 pm AEST.',
    );
    expect(text).not.toMatch(/refund/i);
  });
});
