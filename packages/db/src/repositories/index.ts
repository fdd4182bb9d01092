export * from './cars.ts';
export * from './catalogue.ts';
export * from './locations.ts';
export * from './sites.ts';
