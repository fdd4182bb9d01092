import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { waitUntilServing } from './wait-until-serving.ts';

const vnuJar = fileURLToPath(
  new URL('../../node_modules/vnu-jar/build/dist/vnu.jar', import.meta.url),
);

/**
 * The Nu Html Checker as a local service, started once per run (global setup): a JVM started
 * per check cost ~5 s of CPU each, about 20 times a run; the service answers a warm check in
 * well under a second.
 */
export async function startValidator(port: number): Promise<{ stop(): Promise<void> }> {
  const child = spawn(
    'java',
    [
      '-cp',
      vnuJar,
      '-Dnu.validator.servlet.bind-address=127.0.0.1',
      'nu.validator.servlet.Main',
      String(port),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  await waitUntilServing(child, `http://127.0.0.1:${port}/`, 'The HTML checker', () => output);
  return {
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

interface NuMessage {
  type: string;
  message: string;
  extract?: string;
}

/** Errors the Nu Html Checker finds in each page, by name (warnings left out, as --errors-only). */
export async function validate(pages: Record<string, string>): Promise<string[]> {
  const port = inject('validatorPort');
  const errors: string[] = [];
  for (const [name, html] of Object.entries(pages)) {
    const response = await fetch(`http://127.0.0.1:${port}/?out=json`, {
      method: 'POST',
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: html,
    });
    if (!response.ok) throw new Error(`The HTML checker answered ${response.status} for ${name}`);
    const report = (await response.json()) as { messages: NuMessage[] };
    for (const message of report.messages) {
      if (message.type === 'error' || message.type === 'non-document-error') {
        errors.push(`${name}.html: ${message.message} ${message.extract ?? ''}`);
      }
    }
  }
  return errors;
}
