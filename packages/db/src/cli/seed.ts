// npm run demo:seed -- [--cars N] [--seed S] [--reset]
// Seeds the demo sites into the configured database (PGlite in .data/ or DATABASE_URL), in demo
// mode only (FORECOURT_MODE): --reset empties every site, car and dealership table first.
// Exit code 0: seeded; 1: refused or failed; 2: bad arguments.
import { DEFAULT_DEMO_CARS } from '../demo/generate.ts';
import { countResetRows, isDatabaseEmpty, resetDemo, seedDemo } from '../demo/seed-demo.ts';
import { explainMode, getMode } from '../env.ts';
import { runMigrations } from '../migrate.ts';
import { exitWith, openCommandDatabase, startCommand } from './command-line.ts';

const usage = `Usage: npm run demo:seed -- [--cars N] [--seed S] [--reset]
Seeds the four demo dealer sites (default ${DEFAULT_DEMO_CARS} cars) into an empty database.
--reset first deletes every site, dealership and car, and everything that refers to them
(leads, reservations, shopper accounts, import history). Demo mode only (FORECOURT_MODE=demo).`;
const { values } = startCommand(usage, {
  cars: { type: 'string', default: String(DEFAULT_DEMO_CARS) },
  seed: { type: 'string' },
  reset: { type: 'boolean', default: false },
});
const cars = Number(values.cars);
if (!Number.isInteger(cars) || cars < 1) exitWith('--cars must be a positive whole number', 2);
if (values.seed !== undefined && !Number.isInteger(Number(values.seed)))
  exitWith('--seed must be a whole number', 2);
if (getMode() !== 'demo') {
  exitWith(
    `Refused: demo data goes only into a demo database, and this is ${explainMode()}. Set FORECOURT_MODE=demo if this database is a throwaway demo.`,
    1,
  );
}

const started = performance.now();
const database = await openCommandDatabase();
try {
  await runMigrations(database);
  const empty = await isDatabaseEmpty(database);
  if (!empty && !values.reset) {
    console.error(
      'The database already has sites. Run again with --reset to delete them and everything that refers to them, and seed fresh demo data.',
    );
    process.exitCode = 1;
  } else {
    if (!empty) {
      const doomed = await countResetRows(database);
      console.log(
        `--reset deletes every row of: ${doomed.map(([table, rows]) => `${table} (${rows.toLocaleString('en-AU')})`).join(', ')}.`,
      );
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
  }
} finally {
  await database.close();
}
