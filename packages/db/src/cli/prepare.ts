// Run by `npm start` before the server: migrate, and seed the demo sites into an empty database.
import { databaseOptionsFromEnv, openDatabase } from '../client.ts';
import { isDatabaseEmpty, seedDemo } from '../demo/seed-demo.ts';
import { runMigrations } from '../migrate.ts';

const started = performance.now();
const database = await openDatabase(databaseOptionsFromEnv());
try {
  await runMigrations(database);
  if (await isDatabaseEmpty(database)) {
    const summary = await seedDemo(database, { now: new Date() });
    console.log(`Seeded the demo sites: ${JSON.stringify(summary)}`);
  }
  console.log(
    `Database ready on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
