// A PostgreSQL 15 cluster of our own under /tmp (never the machine's shared one), which the
// crash benchmark can kill with SIGKILL and start again.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

function asPostgres(command: string, args: string[]) {
  return spawnSync('runuser', ['-u', 'postgres', '--', join(BIN, command), ...args], {
    encoding: 'utf8',
  });
}

export interface ThrowawayPostgres {
  url: string;
  start(): void;
  /** SIGKILL the postmaster and every backend: a crash, not a shutdown. */
  kill(): void;
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
    kill() {
      const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
        .stdout.split('\n')
        .map((line) => Number(line.trim()))
        .filter((child) => child > 0);
      for (const target of [pid, ...children]) {
        try {
          process.kill(target, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
    destroy() {
      asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
