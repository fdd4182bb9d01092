// `npm run local:s3`: the object storage of docs/operations.md, for one machine.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { exitWith, readArguments } from '@forecourt/db/cli/command-line';
import { startS3TestServer } from '@forecourt/db/testing/s3-test-server';
import { readPort } from './read-port.ts';

const usage = `Usage: npm run local:s3 -- --port <port> --directory <folder> [--bucket <name>]
An S3-compatible server (s3rver) keeping its objects in <folder>, with the bucket (default
forecourt-photos) created when missing and one key pair, S3RVER / S3RVER. It stands in for
S3, R2 or MinIO on one machine: see docs/operations.md.
Exit code 0 stopped (Ctrl+C or SIGTERM), 1 cannot listen, 2 bad arguments.`;

const { values } = readArguments(usage, {
  port: { type: 'string' },
  directory: { type: 'string' },
  bucket: { type: 'string', default: 'forecourt-photos' },
});
const port = readPort(values.port, usage);
if (!values.directory) exitWith(`--directory names no folder\n${usage}`, 2);
const directory = resolve(values.directory);
mkdirSync(directory, { recursive: true });

const s3 = await startS3TestServer({ port, directory, bucket: values.bucket }).catch(
  (error: Error) => exitWith(`Cannot listen on port ${port}: ${error.message}`, 1),
);
console.log(`S3-compatible server on ${s3.endpoint}, bucket ${s3.bucket}, objects in ${directory}`);

const stop = () => void s3.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
