// End-to-end tests need Debian's Chromium and a current production build. They never skip.
import { existsSync } from 'node:fs';
import { bin, ensureBuild, runOrExit } from './lib.mjs';

// e2e/lib/browser.ts says why the headless shell; CHROMIUM_PATH=/usr/bin/chromium runs the full
// browser instead.
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
const browserPackages = new Map([
  ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
  ['/usr/bin/chromium', 'chromium'],
]);
if (!existsSync(chromium) && !browserPackages.has(chromium)) {
  console.error(`CHROMIUM_PATH names ${chromium}, which does not exist.`);
  process.exit(1);
}
const debianPackages = {
  [chromium]: browserPackages.get(chromium),
  '/usr/bin/xmllint': 'libxml2-utils',
};
const missing = Object.entries(debianPackages).filter(([path]) => !existsSync(path));

if (missing.length > 0) {
  const packages = missing.map(([, name]) => name).join(' ');
  if (process.getuid?.() !== 0) {
    console.error(
      `The end-to-end tests need ${packages} from Debian. Install with:\n  sudo apt-get update && sudo apt-get install -y ${packages}\nthen run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${packages} with apt…`);
  await runOrExit('apt-get', ['update', '-qq']);
  await runOrExit('apt-get', ['install', '-y', '-qq', ...missing.map(([, name]) => name)], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

await ensureBuild();

await runOrExit(bin('vitest'), ['run', '--project', 'e2e', ...process.argv.slice(2)]);
