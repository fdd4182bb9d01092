export * from './accounts.ts';
export * from './cars.ts';
export * from './catalogue.ts';
export * from './content.ts';
export * from './dealerships.ts';
export * from './leads.ts';
export * from './sites.ts';
export * from './vehicle-events.ts';
