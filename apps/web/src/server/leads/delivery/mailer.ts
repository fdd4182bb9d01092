import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  /**
   * Stable for one delivery: a retry after a crash between sending and recording the send
   * carries the same Message-ID, so mail stores that de-duplicate on it show the lead once.
   */
  key: string;
  /** The sender's display name (e.g. the dealer's, for alert digests); the address stays the configured one. */
  fromName?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** The SMTP URL with a small connection pool, so a burst of leads reuses connections. */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '3');
  return url.toString();
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP when a URL is given (nodemailer). Without one, each message is written as an .eml file
 * to `spoolDir`, so a development machine keeps every lead email without a mail server.
 */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  spoolDir: string;
}): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(pooled(options.smtpUrl), { from: options.from })
    : nodemailer.createTransport(
        { streamTransport: true, buffer: true, newline: 'unix' },
        { from: options.from },
      );
  const domain = /@([\w.-]+)/.exec(options.from)?.[1] ?? 'forecourt.invalid';
  const address = /<([^<>]+)>\s*$/.exec(options.from)?.[1] ?? options.from.trim();
  return {
    async send({ key, fromName, ...mail }) {
      const info = await transport.sendMail({
        ...mail,
        from: fromName ? { name: fromName.replace(/[\r\n]+/g, ' '), address } : options.from,
        messageId: `<${key}@${domain}>`,
      });
      if (!options.smtpUrl) {
        await mkdir(options.spoolDir, { recursive: true });
        const name = `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
        await writeFile(
          join(/* turbopackIgnore: true */ options.spoolDir, name),
          info.message as Buffer,
        );
      }
    },
    close() {
      transport.close();
    },
  };
}
