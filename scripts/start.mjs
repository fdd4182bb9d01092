// `npm start`: build if needed, migrate, seed the demo sites into an empty database, serve.
import { bin, ensureBuild, run, runOrExit } from './lib.mjs';

const port = process.env.PORT || '3000';

await ensureBuild();

console.log('Preparing the database (migrations, demo data when empty)…');
await runOrExit(bin('tsx'), ['packages/db/src/cli/prepare.ts']);

console.log(`Serving on http://localhost:${port} — demo sites at http://{slug}.localhost:${port}`);
// The edge server in front of Next: client identity, request checks and security headers.
process.exit(
  await run(process.execPath, ['apps/web/edge/server.mjs'], {
    env: { ...process.env, PORT: port },
  }),
);
