import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';

const { startProcessWorker } = await import('./process-worker.ts');

afterEach(() => vi.useRealTimers());

describe('a process worker', () => {
  it('starts once per name, never runs two ticks at once, and goes on after a failure', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const log = pino({ level: 'silent' });
    vi.spyOn(log, 'error').mockImplementation((fields: unknown) => {
      errors.push(fields);
    });
    let runs = 0;
    let release: () => void = () => {};
    const tick = async () => {
      runs += 1;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      if (runs === 2) throw new Error('boom');
    };
    startProcessWorker('test-worker', 1_000, log, 'tick failed', tick);
    startProcessWorker('test-worker', 1_000, log, 'tick failed', tick);
    await vi.advanceTimersByTimeAsync(3_000);
    // The first tick is still running: the timer fired three times, one tick ran.
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(3);
    expect(errors).toHaveLength(1);
  });
});
