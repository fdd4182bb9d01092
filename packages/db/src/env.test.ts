import { describe, expect, it } from 'vitest';
import { getMode, readDbEnv } from './env.ts';

describe('getMode', () => {
  it('is demo on the embedded database and production on PostgreSQL unless FORECOURT_MODE says', () => {
    expect(getMode(readDbEnv({}))).toBe('demo');
    expect(getMode(readDbEnv({ DATABASE_URL: 'postgres://db/forecourt' }))).toBe('production');
    expect(getMode(readDbEnv({ FORECOURT_MODE: 'production' }))).toBe('production');
    expect(
      getMode(readDbEnv({ DATABASE_URL: 'postgres://db/forecourt', FORECOURT_MODE: 'demo' })),
    ).toBe('demo');
    // An empty variable counts as unset, as everywhere else.
    expect(getMode(readDbEnv({ DATABASE_URL: '', FORECOURT_MODE: '' }))).toBe('demo');
  });

  it('refuses an unknown mode in one line naming the variable', () => {
    expect(() => readDbEnv({ FORECOURT_MODE: 'staging' })).toThrow(
      /^Invalid environment: .*FORECOURT_MODE[^\n]*$/,
    );
  });
});
