import type { DatabaseOptions } from './client.ts';

/**
 * The database a command talks to, for its first line: the PGlite folder, or PostgreSQL's user,
 * host, port and database. Never the password, nor the query string (which may carry one).
 */
export function describeDatabase(options: DatabaseOptions): string {
  if (options.kind === 'pglite') {
    return options.dataDir ? `embedded PGlite in ${options.dataDir}` : 'embedded PGlite in memory';
  }
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a valid URL)';
  }
  const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
  const port = url.port ? `:${url.port}` : '';
  return `PostgreSQL ${user}${url.hostname}${port}${url.pathname}`;
}
