import { describe, expect, it } from 'vitest';
import { describeDatabaseFailure } from './database-failure.ts';

function failure(fields: Record<string, unknown>, message = 'failed'): Error {
  return Object.assign(new Error(message), fields);
}

describe('describeDatabaseFailure', () => {
  it('names a refused connection and where, found inside a wrapping error', () => {
    const refused = failure({ code: 'ECONNREFUSED', address: '127.0.0.1', port: 1 });
    const wrapped = new Error('Failed query: select 1', { cause: refused });
    expect(describeDatabaseFailure(wrapped)).toBe(
      'PostgreSQL refused the connection at 127.0.0.1:1: start it, or point DATABASE_URL at the running server.',
    );
  });

  it('finds the refusal among the addresses pg tried', () => {
    const both = new AggregateError([
      failure({ code: 'ECONNREFUSED', address: '::1', port: 5 }),
      failure({ code: 'ECONNREFUSED', address: '127.0.0.1', port: 5 }),
    ]);
    expect(describeDatabaseFailure(both)).toMatch(/refused the connection at ::1:5/);
  });

  it('points a missing right at the grants in the README', () => {
    const denied = failure({ code: '42501' }, 'permission denied for schema public');
    expect(describeDatabaseFailure(new Error('Failed query', { cause: denied }))).toBe(
      'The database role lacks a right the app needs (permission denied for schema public): see "Database rights" in README.md for the grants.',
    );
  });

  it('is one line for each failure it knows', () => {
    for (const code of ['ENOTFOUND', 'ETIMEDOUT', '28P01', '3D000', '53300']) {
      const line = describeDatabaseFailure(failure({ code }, `the ${code} message`));
      expect(line).toMatch(/DATABASE_URL|database|PostgreSQL/);
      expect(line).not.toContain('\n');
    }
  });

  it('leaves any other error to its stack trace', () => {
    expect(describeDatabaseFailure(failure({ code: '23505' }))).toBeNull();
    expect(describeDatabaseFailure(new Error('boom'))).toBeNull();
    expect(describeDatabaseFailure('text')).toBeNull();
  });
});
