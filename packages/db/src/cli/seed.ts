// npm run demo:seed -- [--cars N] [--seed S] [--reset]
// Seeds the demo sites into the configured database (PGlite in .data/ or DATABASE_URL).
import { parseArgs } from 'node:util';
import { databaseOptionsFromEnv, openDatabase } from '../client.ts';
import { DEFAULT_DEMO_CARS } from '../demo/generate.ts';
import { isDatabaseEmpty, resetDemo, seedDemo } from '../demo/seed-demo.ts';
import { runMigrations } from '../migrate.ts';

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: String(DEFAULT_DEMO_CARS) },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const cars = Number(values.cars);
if (!Number.isInteger(cars) || cars < 1) {
  console.error('--cars must be a positive whole number');
  process.exit(2);
}

const started = performance.now();
const database = await openDatabase(databaseOptionsFromEnv());
try {
  await runMigrations(database);
  if (!(await isDatabaseEmpty(database))) {
    if (!values.reset) {
      console.error(
        'The database already has sites. Run again with --reset to replace them with fresh demo data.',
      );
      process.exit(1);
    }
    await resetDemo(database);
  }
  const counts = await seedDemo(database, {
    now: new Date(),
    cars,
    ...(values.seed ? { seed: Number(values.seed) } : {}),
  });
  console.log(
    `Seeded ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
