import { readFileSync } from 'node:fs';
import { feedFields } from '@forecourt/core/stock-feed';
import { describe, expect, it } from 'vitest';

const doc = readFileSync(new URL('../../../../docs/stock-feeds.md', import.meta.url), 'utf8');

describe('docs/stock-feeds.md', () => {
  it('documents every column of the default column set, and no other', () => {
    const section = doc.slice(
      doc.indexOf('## The default column set'),
      doc.indexOf('\n## ', doc.indexOf('## The default column set')),
    );
    const documented = [...section.matchAll(/^\| `([a-z_]+)`\s*\|/gm)].map((match) => match[1]);
    expect(documented).toEqual(feedFields.map((field) => field.name));
  });
});
