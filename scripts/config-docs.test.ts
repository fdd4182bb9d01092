import { readFileSync } from 'node:fs';
import { renderConfigDocs } from '@forecourt/core/config';
import { expect, it } from 'vitest';

it('docs/site-config.md matches the config schema (run `npm run docs:config` to update)', () => {
  const committed = readFileSync(new URL('../docs/site-config.md', import.meta.url), 'utf8');
  expect(committed).toBe(renderConfigDocs());
});
