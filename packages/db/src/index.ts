export * from './car-changes.ts';
export * from './client.ts';
export * from './database-failure.ts';
export * from './repositories/index.ts';
export * as schema from './schema/index.ts';
