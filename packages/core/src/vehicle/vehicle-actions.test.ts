import { describe, expect, it } from 'vitest';
import { featuresConfigSchema } from '../features/features-config.ts';
import { makeCar } from '../testing/car-fixture.ts';
import { getReserveLabel, getVehicleActions } from './vehicle-actions.ts';

const allTargets = {
  tradeInPage: true,
  checkoutPage: true,
  onlinePurchasePage: true,
  chatBot: true,
};
const noTargets = {
  tradeInPage: false,
  checkoutPage: false,
  onlinePurchasePage: false,
  chatBot: false,
};
const features = featuresConfigSchema.parse({ checkout: { enabled: true } });
const kinds = (actions: ReturnType<typeof getVehicleActions>) => actions.map((a) => a.kind);
const cars = { singular: 'Car', plural: 'Cars' };
const options = { defaultDeposit: 200, vehicleNoun: cars };

describe('getReserveLabel (spec 1 §5)', () => {
  it('shows the car deposit, else the site default, but never $0', () => {
    expect(getReserveLabel(500, 200, cars)).toBe('Reserve Car Now for $500');
    expect(getReserveLabel(null, 200, cars)).toBe('Reserve Car Now for $200');
    expect(getReserveLabel(0, 200, cars)).toBe('Reserve Car Now');
    expect(getReserveLabel(null, 0, cars)).toBe('Reserve Car Now');
    const bikes = { singular: 'Motorcycle', plural: 'Motorcycles' };
    expect(getReserveLabel(500, 200, bikes)).toBe('Reserve Motorcycle Now for $500');
  });
});

describe('getVehicleActions', () => {
  it('offers nothing extra for a plain car', () => {
    expect(getVehicleActions(makeCar(), features, allTargets, options)).toEqual([]);
  });

  it('adds the history report only when the car has a file, downloading {slug}.pdf', () => {
    const car = makeCar({ historyReportUrl: '/media/demo/report.pdf' });
    expect(getVehicleActions(car, features, noTargets, options)).toEqual([
      {
        kind: 'history-report',
        label: 'Car History Report',
        href: '/media/demo/report.pdf',
        fileName: `${car.slug}.pdf`,
      },
    ]);
  });

  it('adds trade-in and checkout only when enabled for the car and the page exists', () => {
    const car = makeCar({ tradeInEnabled: true, checkoutEnabled: true });
    expect(kinds(getVehicleActions(car, features, allTargets, options))).toEqual([
      'trade-in',
      'reserve',
      'online-purchase',
    ]);
    expect(getVehicleActions(car, features, noTargets, options)).toEqual([]);
    // A car someone holds shows no Reserve.
    expect(
      kinds(getVehicleActions({ ...car, reserved: true }, features, allTargets, options)),
    ).toEqual(['trade-in']);
    const off = featuresConfigSchema.parse({ tradeIn: false });
    expect(getVehicleActions(car, off, allTargets, options)).toEqual([]);
  });

  it('links reserve to the configured checkout path', () => {
    const car = makeCar({ checkoutEnabled: true, reserveAmount: 0 });
    const buyOnline = featuresConfigSchema.parse({
      checkout: { enabled: true, path: 'buy-online' },
    });
    const [reserve] = getVehicleActions(
      car,
      buyOnline,
      { ...noTargets, checkoutPage: true },
      options,
    );
    expect(reserve).toEqual({
      kind: 'reserve',
      label: 'Reserve Car Now',
      href: `/cars/${car.slug}/buy-online`,
    });
  });

  it('adds WhatsApp from the configured number and the chat button only with a chat bot', () => {
    const chat = featuresConfigSchema.parse({ instantMessage: true, whatsappNumber: '0412345678' });
    expect(getVehicleActions(makeCar(), chat, noTargets, options)).toEqual([
      { kind: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/61412345678' },
    ]);
    expect(kinds(getVehicleActions(makeCar(), chat, allTargets, options))).toEqual([
      'instant-message',
      'whatsapp',
    ]);
  });

  it('gives sold cars no actions', () => {
    const sold = makeCar({ status: 'sold', historyReportUrl: '/r.pdf', tradeInEnabled: true });
    expect(getVehicleActions(sold, features, allTargets, options)).toEqual([]);
  });
});
