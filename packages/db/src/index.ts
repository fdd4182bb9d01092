export * from './client.ts';
export * from './repositories/index.ts';
export * as schema from './schema/index.ts';
export * from './car-changes.ts';
