import pino from 'pino';
import { getEnv } from '@/env';

const globalKey = Symbol.for('forecourt.logger');
type WithLogger = typeof globalThis & { [globalKey]?: pino.Logger };

/** The process's structured logger (JSON lines on stdout). */
export function getLogger(): pino.Logger {
  const store = globalThis as WithLogger;
  store[globalKey] ??= pino({ level: getEnv().LOG_LEVEL, base: { service: 'forecourt-web' } });
  return store[globalKey];
}
