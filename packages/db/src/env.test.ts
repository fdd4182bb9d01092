import { describe, expect, it } from 'vitest';
import { getMode, getObjectStorage, listDbEnvIssues, readDbEnv } from './env.ts';

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

describe('object storage settings', () => {
  const bucket = { S3_BUCKET: 'photos', S3_REGION: 'ap-southeast-2' };

  it('is off without S3_BUCKET, and names the bucket, region, endpoint and keys when set', () => {
    expect(getObjectStorage(readDbEnv({}))).toBeNull();
    expect(getObjectStorage(readDbEnv(bucket))).toEqual({
      bucket: 'photos',
      region: 'ap-southeast-2',
      endpoint: null,
      credentials: null,
    });
    expect(
      getObjectStorage(
        readDbEnv({
          ...bucket,
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_ACCESS_KEY_ID: 'id',
          S3_SECRET_ACCESS_KEY: 'secret',
        }),
      ),
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('refuses half a configuration, naming the missing variable', () => {
    expect(listDbEnvIssues({ S3_BUCKET: 'photos' })).toEqual([
      "S3_REGION: S3_BUCKET is set without S3_REGION: name the bucket's region",
    ]);
    expect(listDbEnvIssues({ ...bucket, S3_ACCESS_KEY_ID: 'id' })).toEqual([
      expect.stringMatching(
        /^S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
      ),
    ]);
    expect(listDbEnvIssues({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'x' })).toEqual([
      'S3_BUCKET: S3_REGION, S3_ENDPOINT set without S3_BUCKET: set the bucket, or unset them',
    ]);
    expect(listDbEnvIssues({ ...bucket, S3_ENDPOINT: 'ftp://files' })[0]).toMatch(/^S3_ENDPOINT: /);
    expect(() => readDbEnv({ S3_BUCKET: 'photos' })).toThrow(/^Invalid environment: .*S3_REGION/);
    expect(listDbEnvIssues(bucket)).toEqual([]);
  });
});
