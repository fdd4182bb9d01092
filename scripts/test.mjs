// `npm test`: every quality gate, in order, stopping at the first failure.
import { bin, runOrExit } from './lib.mjs';

const steps = [
  ['Typecheck', bin('tsc'), ['-b']],
  ['Lint and format', bin('biome'), ['check', '.']],
  ['Unit tests', bin('vitest'), ['run', '--project', 'unit']],
  [
    process.env.DATABASE_URL
      ? 'Integration tests (PGlite and PostgreSQL)'
      : 'Integration tests (PGlite; set DATABASE_URL to add PostgreSQL)',
    bin('vitest'),
    ['run', '--project', 'integration'],
  ],
  ['End-to-end tests in Chromium', process.execPath, ['scripts/e2e.mjs']],
];

for (const [title, command, args] of steps) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  await runOrExit(command, args);
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
