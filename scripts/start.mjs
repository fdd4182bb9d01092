// `npm start`: build if needed, migrate, seed the demo sites into an empty database in demo mode
// (FORECOURT_MODE), serve.
import { bin, ensureBuild, run, runOrExit } from './lib.mjs';

// The edge server's own rule, checked before the build and the database work, which a bad PORT
// would only waste. Imported by URL: the file belongs to the app's TypeScript project, not ours.
const setting = new URL('../apps/web/edge/whole-number-setting.mjs', import.meta.url);
const { readWholeNumberSetting } = await import(setting.href);
try {
  readWholeNumberSetting(process.env, 'PORT', 3000, 0, 65_535);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

await ensureBuild();

console.log('Preparing the database (migrations; in demo mode, demo sites when empty)…');
await runOrExit(bin('tsx'), ['packages/db/src/cli/prepare.ts']);

// The edge server in front of Next: client identity, request checks and security headers. It
// says where it serves once it listens.
process.exit(await run(process.execPath, ['apps/web/edge/server.mjs']));
