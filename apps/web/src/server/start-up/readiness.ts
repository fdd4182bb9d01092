/** What start-up still has to finish before this instance should get traffic. */
export type StartStep = 'migrations' | 'workers' | 'search indexes';

export interface Readiness {
  ready: boolean;
  /** The steps not done yet, in order. */
  waiting: StartStep[];
}

const steps: readonly StartStep[] = ['migrations', 'workers', 'search indexes'];
const globalKey = Symbol.for('forecourt.start-steps-done');
type WithSteps = typeof globalThis & { [globalKey]?: Set<StartStep> };

/** One store per process: the start-up (instrumentation) and /api/ready are separate bundles. */
function done(): Set<StartStep> {
  const store = globalThis as WithSteps;
  store[globalKey] ??= new Set();
  return store[globalKey];
}

export function markStepDone(step: StartStep): void {
  done().add(step);
}

/** Ready once every step is done; a process that never ran start-up is never ready. */
export function getReadiness(): Readiness {
  const waiting = steps.filter((step) => !done().has(step));
  return { ready: waiting.length === 0, waiting };
}
