import 'server-only';
import type { Logger } from 'pino';

const globalKey = Symbol.for('forecourt.process-workers');
type WithWorkers = typeof globalThis & {
  [globalKey]?: Map<string, ReturnType<typeof setInterval>>;
};

/**
 * Runs `tick` every `intervalMs` in the background of this process: started once per process
 * however many of the app's bundles ask (the name is the key), never two ticks at once, and a
 * tick that throws is logged as `failure` while the next one runs as usual. The timer does not
 * keep the process alive.
 */
export function startProcessWorker(
  name: string,
  intervalMs: number,
  log: Logger,
  failure: string,
  tick: () => Promise<void>,
): void {
  const store = globalThis as WithWorkers;
  store[globalKey] ??= new Map();
  const workers = store[globalKey];
  if (workers.has(name)) return;
  let busy = false;
  const run = async () => {
    if (busy) return;
    busy = true;
    try {
      await tick();
    } catch (error) {
      log.error({ err: error }, failure);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  workers.set(name, timer);
}
