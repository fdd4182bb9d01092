import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local HTTP receiver: `answer` decides each response status (e.g. fail half the time). */
export async function startHttpReceiver(
  answer: (request: ReceivedRequest, index: number) => number,
) {
  const received: ReceivedRequest[] = [];
  let count = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const entry = { path: request.url ?? '/', headers: request.headers, body };
      const status = answer(entry, count++);
      if (status < 300) received.push(entry);
      response
        .writeHead(status, { 'content-type': 'text/plain' })
        .end(status < 300 ? 'ok' : 'fail');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    attempts: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** The Message-ID header of a received message ('' when it has none). */
export function messageIdOf(mail: ReceivedMail): string {
  return /^Message-ID: (.+)$/im.exec(mail.raw)?.[1]?.trim() ?? '';
}

/** A local SMTP server (the `smtp-server` package) that keeps every message it accepts. */
export async function startSmtpSink() {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  // A sender killed mid-conversation resets its connection; a real mail server shrugs that off.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
