// The registry mirror here lacks some platform-specific optional packages (e.g. Biome's
// darwin and windows binaries), so `npm install` leaves them out of package-lock.json and
// `npm ci` then refuses the lockfile as out of sync. This adds an entry for each missing
// optional dependency, with the os/cpu/libc its name states, so npm ci skips it on this
// platform as it would with a complete lockfile. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';
import { findMissingOptionalEntries } from './lockfile.mjs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const missing = findMissingOptionalEntries(lock);
for (const { key, version, parentDev } of missing) {
  const name = key.split('/').pop() ?? '';
  const os = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'sunos', 'aix'].find(
    (candidate) => name.includes(candidate),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'wasm32', 'arm', 'ppc64', 's390x'].find((candidate) =>
    name.includes(candidate),
  );
  lock.packages[key] = {
    version,
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(parentDev ? { dev: true } : {}),
    ...(name.includes('musl') ? { libc: ['musl'] } : {}),
    optional: true,
    ...(os ? { os: [os] } : {}),
  };
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  missing.length === 0
    ? 'package-lock.json is complete'
    : `Added ${missing.length} entries: ${missing.map((entry) => entry.key).join(', ')}`,
);
