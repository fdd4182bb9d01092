export * from './client.ts';
export { runMigrations } from './migrate.ts';
export * as schema from './schema/index.ts';
