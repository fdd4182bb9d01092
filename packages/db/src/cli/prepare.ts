// Run by `npm start` before the server: migrate; in demo mode (FORECOURT_MODE) seed the demo
// sites into an empty database; in production say how to create the first site.
import { getCanonicalOrigin } from '@forecourt/core/tenancy';
import { databaseOptionsFromEnv } from '../client.ts';
import { isDatabaseEmpty, seedDemo } from '../demo/seed-demo.ts';
import { explainMode, getMode, readPublicAddress } from '../env.ts';
import { runMigrations } from '../migrate.ts';
import { openCommandDatabase, startCommand } from './command-line.ts';

startCommand(
  'Usage: node --import tsx packages/db/src/cli/prepare.ts (run by npm start)\nMigrates the database; in demo mode seeds the demo sites into an empty one.',
  {},
);
const started = performance.now();
const database = await openCommandDatabase(databaseOptionsFromEnv());
try {
  await runMigrations(database);
  if (await isDatabaseEmpty(database)) {
    if (getMode() === 'demo') {
      const summary = await seedDemo(database, { now: new Date() });
      console.log(`Seeded the demo sites: ${JSON.stringify(summary)}`);
    } else {
      const address = getCanonicalOrigin(
        { slug: '<slug>', domains: [], primaryDomain: null },
        readPublicAddress(),
      );
      console.log(
        `This is ${explainMode()} and the database has no sites yet. Create the first one with:\n  npm run site -- create --slug <slug> --name "<dealer name>"\nthen open it at ${address} (README: "Running in production").`,
      );
    }
  }
  console.log(
    `Database ready on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
