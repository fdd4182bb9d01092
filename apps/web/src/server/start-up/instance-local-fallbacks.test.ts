import { readDbEnv } from '@forecourt/db/env';
import { describe, expect, it } from 'vitest';
import { listInstanceLocalFallbacks } from './instance-local-fallbacks.ts';

const postgres = { DATABASE_URL: 'postgres://db/forecourt' };
const s3 = { S3_BUCKET: 'photos', S3_REGION: 'ap-southeast-2' };

describe('listInstanceLocalFallbacks', () => {
  it('names each file fallback on PostgreSQL, where several instances can run', () => {
    expect(listInstanceLocalFallbacks({}, readDbEnv(postgres))).toEqual([
      'lead emails are written as files (set SMTP_URL)',
      'sign-in texts are written as files (set SMS_GATEWAY_URL)',
      'stock photos are kept in the data folder (set S3_BUCKET)',
    ]);
    expect(
      listInstanceLocalFallbacks(
        { SMTP_URL: 'smtp://mail:587', SMS_GATEWAY_URL: 'https://sms.example/send' },
        readDbEnv({ ...postgres, ...s3 }),
      ),
    ).toEqual([]);
  });

  it('says nothing on the embedded database: one process owns it', () => {
    expect(listInstanceLocalFallbacks({}, readDbEnv({}))).toEqual([]);
  });
});
