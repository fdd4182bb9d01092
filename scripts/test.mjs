// `npm test`: every quality gate, in order, stopping at the first failure.
import { bin, run, startBuildInBackground } from './lib.mjs';

const steps = [
  { title: 'Typecheck', command: bin('tsc'), args: ['-b'] },
  { title: 'Lint and format', command: bin('biome'), args: ['check', '.'] },
  {
    title: 'Unit tests',
    command: bin('vitest'),
    args: ['run', '--project', 'unit'],
    startsBuild: true,
  },
  {
    title: process.env.DATABASE_URL
      ? 'Integration tests (PGlite and PostgreSQL)'
      : 'Integration tests (PGlite; set DATABASE_URL to add PostgreSQL)',
    command: bin('vitest'),
    args: ['run', '--project', 'integration'],
  },
  {
    title: 'End-to-end tests in Chromium',
    command: process.execPath,
    args: ['scripts/e2e.mjs'],
    needsBuild: true,
  },
];

// The production build that end-to-end tests run on is made beside the unit and integration
// tests, which leave a core idle much of the time (integration tests wait on databases and child
// processes). Not beside the typecheck: it reads the types the build writes to .next/types.
let build = { finish: async () => ({ code: 0, output: '' }), stop: () => {} };
let buildStarted = 0;

for (const { title, command, args, startsBuild, needsBuild } of steps) {
  if (startsBuild) {
    build = startBuildInBackground();
    buildStarted = Date.now();
  }
  if (needsBuild) await awaitBuild();
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const code = await run(command, args);
  if (code !== 0) {
    build.stop();
    process.exit(code);
  }
  console.log(`✔ ${title} (${seconds(started)} s)`);
}

async function awaitBuild() {
  const waited = Date.now();
  const { code, output } = await build.finish();
  if (output === '') return;
  console.log('\n▶ Build of the web app (begun with the unit tests)');
  if (code !== 0) {
    process.stdout.write(output);
    process.exit(code);
  }
  console.log(
    `✔ Build of the web app (${seconds(buildStarted)} s, the last ${seconds(waited)} s waited for)`,
  );
}

function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
}
