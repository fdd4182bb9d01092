export * from './car-lookups.ts';
export * from './cars.ts';
export * from './catalogue.ts';
export * from './locations.ts';
export * from './market-comparables.ts';
export * from './sites.ts';
export * from './vehicle-events.ts';
