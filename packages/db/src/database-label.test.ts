import { describe, expect, it } from 'vitest';
import { describeDatabase } from './database-label.ts';

describe('describeDatabase', () => {
  it('names the PGlite folder', () => {
    expect(describeDatabase({ kind: 'pglite', dataDir: '/srv/forecourt/.data/pglite' })).toBe(
      'embedded PGlite in /srv/forecourt/.data/pglite',
    );
  });

  it('names the PostgreSQL user, host, port and database, never the password', () => {
    const label = describeDatabase({
      kind: 'postgres',
      url: 'postgres://forecourt:s3cr%40t@db.internal:5433/forecourt?sslmode=require&password=again',
    });
    expect(label).toBe('PostgreSQL forecourt@db.internal:5433/forecourt');
    expect(label).not.toMatch(/s3cr|again|sslmode/);
  });
});
