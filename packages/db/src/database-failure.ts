/**
 * What went wrong opening or migrating the database, and what to do, in one line; null when the
 * error is none of the failures an operator can fix (that one keeps its stack trace). Drizzle
 * wraps driver errors, so the cause chain is walked.
 */
export function describeDatabaseFailure(error: unknown): string | null {
  for (const found of causes(error)) {
    const code = typeof found.code === 'string' ? found.code : '';
    const message = typeof found.message === 'string' ? found.message : '';
    const where = found.address ? ` at ${found.address}:${found.port ?? ''}` : '';
    switch (code) {
      case 'ECONNREFUSED':
        return `PostgreSQL refused the connection${where}: start it, or point DATABASE_URL at the running server.`;
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return `The PostgreSQL host in DATABASE_URL cannot be found (${message}): correct DATABASE_URL.`;
      case 'ETIMEDOUT':
      case 'EHOSTUNREACH':
        return `PostgreSQL cannot be reached${where} (${code}): check DATABASE_URL and the network between them.`;
      case '28P01':
      case '28000':
        return `PostgreSQL refused the login (${message}): correct the user and password in DATABASE_URL.`;
      case '3D000':
        return `${message}: create it (createdb), or name an existing database in DATABASE_URL.`;
      case '42501':
        return `The database role lacks a right the app needs (${message}): see "Database rights" in README.md for the grants.`;
      case '53300':
        return `PostgreSQL has no connection slots left (${message}): raise max_connections or stop other clients.`;
    }
  }
  return null;
}

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  address?: unknown;
  port?: unknown;
}

/** The error and its causes, and the members of an AggregateError (pg tries each address). */
function causes(error: unknown): ErrorFields[] {
  const found: ErrorFields[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && found.length < 10) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null) continue;
    found.push(current as ErrorFields);
    queue.push((current as { cause?: unknown }).cause);
    if (current instanceof AggregateError) queue.push(...current.errors);
  }
  return found;
}
