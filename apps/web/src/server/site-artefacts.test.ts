import { describe, expect, it } from 'vitest';

const { toArtefactFile } = await import('./site-artefacts.ts');

describe('toArtefactFile', () => {
  it('keeps the text as UTF-8', () => {
    const file = toArtefactFile('<title>Škoda · $12,345</title>', 'text/html');
    expect(new TextDecoder().decode(file.body)).toBe('<title>Škoda · $12,345</title>');
    expect(file.contentType).toBe('text/html');
  });
});
