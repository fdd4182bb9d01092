import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/e2e-sequencer.ts';

// The app's tsconfig leaves JSX to Next ("preserve"); tests compile it themselves.
const oxc = { jsx: { runtime: 'automatic' } } as const;
const alias = { '@/': fileURLToPath(new URL('./apps/web/src/', import.meta.url)) };
// Outside Next, 'server-only' would throw on import; the tests are the server.
const unitAlias = {
  ...alias,
  'server-only': fileURLToPath(new URL('./scripts/empty-module.ts', import.meta.url)),
};

const shared = ['**/node_modules/**', '**/.next/**', 'e2e/**'];

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        resolve: { alias: unitAlias },
        oxc,
        test: {
          name: 'unit',
          // Pure tests: one module graph per worker instead of per file (106 s → 25 s). They
          // pass in any file order (checked with --sequence.shuffle.files).
          isolate: false,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/edge/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...shared, '**/*.integration.test.ts'],
        },
      },
      {
        resolve: { alias: unitAlias },
        test: {
          name: 'integration',
          include: [
            'packages/*/src/**/*.integration.test.ts',
            'apps/web/src/**/*.integration.test.ts',
            'bench/src/**/*.integration.test.ts',
          ],
          exclude: shared,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: PGlite instances are memory- and CPU-heavy, so run files one or two at a time.
          maxWorkers: 2,
          // Each file makes its own databases; sharing the module graph lets a worker boot PGlite's
          // WebAssembly and build the migrated snapshot once, not per file (406 s → 176-215 s on
          // both databases). Checked in shuffled file orders (--sequence.shuffle.files).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for what a page does next (a render, a request). Two files share two
          // cores with their apps and browsers, so that can take seconds; a poll still fails when
          // the page never gets there.
          expect: { poll: { timeout: 10_000 } },
          // Four files at a time on two cores, each worker with its own app (e2e/global-setup.ts):
          // with two, the cores were busy 1.4 of 2 on average (a file waits on its browser, the
          // network and the lead forms' 3 s minimum fill time), and the run took 712 s; with
          // three, 1.7 and 585 s; with the console's tests, three took 552 s and four 512 s.
          maxWorkers: 4,
          // Four apps and browsers on two cores are close to the limit: a tap check once found a
          // dialog still covered mid-render (1 of 330 tests, 1 run in 2). A test passes on one of
          // two tries, and the report names every retried test.
          retry: 1,
          // A worker imports Playwright, the demo generator and the e2e helpers once, not once per
          // file (import time 53 s → 20 s a run). Files keep their state in their own module and
          // the helpers hold none; each file launches its own browser.
          isolate: false,
        },
      },
    ],
  },
});
