/// <reference path="./s3rver.d.ts" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The settings that point an app or a command at this server's bucket. */
  env: Record<
    'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY',
    string
  >;
  close(): Promise<void>;
}

export interface S3TestServerOptions {
  /** 0 (the default): any free port. */
  port?: number;
  /** Where the objects are kept; default a temporary folder, removed on close. */
  directory?: string;
  bucket?: string;
}

/**
 * A local S3-compatible server (s3rver) with one bucket, created when missing. It checks request
 * signatures against its one key pair (S3RVER/S3RVER), so wrong credentials fail as they would on
 * S3.
 */
export async function startS3TestServer({
  port = 0,
  directory: kept,
  bucket = 'forecourt-photos',
}: S3TestServerOptions = {}): Promise<S3TestServer> {
  const directory = kept ?? mkdtempSync(join(tmpdir(), 'forecourt-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'ap-southeast-2',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      if (kept === undefined) rmSync(directory, { recursive: true, force: true });
    },
  };
}
