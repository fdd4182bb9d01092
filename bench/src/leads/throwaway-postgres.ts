// A PostgreSQL 15 cluster of our own under /tmp (never the machine's shared one), which the
// crash benchmark can kill with SIGKILL and start again.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanUpOnExit } from '@forecourt/testing/clean-up-on-exit';

const BIN = '/usr/lib/postgresql/15/bin';

function asPostgres(command: string, args: string[]) {
  return spawnSync('runuser', ['-u', 'postgres', '--', join(BIN, command), ...args], {
    encoding: 'utf8',
  });
}

/** Send a signal; false when the process no longer exists. */
function signal(pid: number, name: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

export interface ThrowawayPostgres {
  url: string;
  start(): void;
  /** SIGKILL the postmaster and every backend: a crash, not a shutdown. */
  kill(): Promise<void>;
  destroy(): void;
}

export function createThrowawayPostgres(port: number): ThrowawayPostgres {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-crash-pg-'));
  chownSync(
    dir,
    Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  );
  const data = join(dir, 'data');
  const init = asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const destroy = () => {
    asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  // A cluster left running would hold its port and folder after a failed or interrupted run.
  const cancelCleanUp = cleanUpOnExit(destroy);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      const started = asPostgres('pg_ctl', [
        '-D',
        data,
        '-l',
        join(dir, 'log'),
        '-o',
        options,
        '-w',
        '-t',
        '60',
        'start',
      ]);
      if (started.status !== 0)
        throw new Error(`pg_ctl start failed: ${started.stdout}${started.stderr}`);
    },
    async kill() {
      const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
        .stdout.split('\n')
        .map((line) => Number(line.trim()))
        .filter((child) => child > 0);
      const targets = [pid, ...children];
      for (const target of targets) signal(target, 'SIGKILL');
      // The postmaster's PID must be gone before a new one starts: PostgreSQL refuses to start
      // while the PID in postmaster.pid still exists (even as a zombie not yet reaped).
      const deadline = Date.now() + 10_000;
      while (targets.some((target) => signal(target, 0)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    destroy() {
      destroy();
      cancelCleanUp();
    },
  };
}
