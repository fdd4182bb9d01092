import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const vnuJar = fileURLToPath(
  new URL('../../node_modules/vnu-jar/build/dist/vnu.jar', import.meta.url),
);

/** Errors the Nu Html Checker finds in each page, by name. */
export function validateHtml(pages: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-vnu-'));
  try {
    const files = Object.entries(pages).map(([name, html]) => {
      const file = join(dir, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    const result = spawnSync(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
      {
        encoding: 'utf8',
      },
    );
    const report = JSON.parse(result.stderr || '{"messages":[]}') as {
      messages: { url: string; message: string; extract?: string }[];
    };
    return report.messages.map(
      (message) => `${message.url.split('/').pop()}: ${message.message} ${message.extract ?? ''}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
