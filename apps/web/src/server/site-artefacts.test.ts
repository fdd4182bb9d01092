import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { acceptsGzip, toArtefactFile } = await import('./site-artefacts.ts');

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as browsers, crawlers and curl send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('x-gzip')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});

describe('toArtefactFile', () => {
  it('keeps the text as UTF-8 and its gzip, made once', async () => {
    const file = await toArtefactFile('<title>Škoda · $12,345</title>', 'text/html');
    expect(new TextDecoder().decode(file.body)).toBe('<title>Škoda · $12,345</title>');
    expect(gunzipSync(file.gzip).toString('utf8')).toBe('<title>Škoda · $12,345</title>');
  });
});
