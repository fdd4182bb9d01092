import { fileURLToPath } from 'node:url';
import { runScript } from '@forecourt/db/testing/run-script';
import { describe, expect, it } from 'vitest';

// The operator's guide runs both stand-ins (e2e/operations-guide.e2e.test.ts); here, what an
// operator who gets them wrong sees: usage, one line, exit code 2, never a stack trace.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const run = (name: string, args: string[]) =>
  runScript(fileURLToPath(new URL(`./${name}.ts`, import.meta.url)), args, { cwd: root });

describe('the local stand-ins for S3 and a load balancer', () => {
  it('print their usage on --help and refuse bad arguments with exit code 2', async () => {
    const [help, noTarget, badPort] = await Promise.all([
      run('local-proxy', ['--help']),
      run('local-proxy', ['--port', '8080', '--to', 'nowhere']),
      run('local-s3', ['--port', 'abc', '--directory', '/tmp/x']),
    ]);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toMatch(/^Usage: npm run local:proxy -- --port <port> --to/);
    expect(noTarget.code).toBe(2);
    expect(noTarget.stderr).toMatch(/^--to: 'nowhere' is not host:port\nUsage: /);
    expect(badPort.code).toBe(2);
    expect(badPort.stderr).toMatch(
      /^--port needs a port number \(1–65535\)\nUsage: npm run local:s3/,
    );
    for (const output of [noTarget.stderr, badPort.stderr]) expect(output).not.toMatch(/^\s+at /m);
  });
});
