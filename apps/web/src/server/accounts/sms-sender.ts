import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface SmsMessage {
  /** E.164. */
  to: string;
  text: string;
}

export interface SmsSender {
  /** Resolves once the message is handed over; rejects when it could not be. */
  send(message: SmsMessage): Promise<void>;
}

/**
 * An HTTP SMS gateway: POSTs {to, from, text} as JSON with a bearer token and treats any 2xx
 * as accepted (the shape most gateways take, and one a small adapter service can translate).
 */
export function createHttpSmsSender(options: {
  url: string;
  token: string;
  from: string;
  timeoutMs?: number;
}): SmsSender {
  return {
    async send({ to, text }) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ to, from: options.from, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/**
 * Development: each message becomes a JSON file in `spoolDir` (like lead emails' .eml files),
 * and the log says where — so a code is never silently dropped when no gateway is configured.
 */
export function createSpoolSmsSender(options: {
  spoolDir: string;
  log: (fields: Record<string, unknown>, message: string) => void;
}): SmsSender {
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(options.spoolDir, { recursive: true });
      sequence += 1;
      const name = `${Date.now()}-${process.pid}-${sequence}-${message.to.replace(/\D/g, '')}.json`;
      const path = join(/* turbopackIgnore: true */ options.spoolDir, name);
      await writeFile(path, JSON.stringify({ ...message, at: new Date().toISOString() }));
      options.log({ to: message.to, path }, 'no SMS gateway configured: message written to file');
    },
  };
}
