// A benchmark's app servers and temporary folders must not outlive it however it ends: an
// error thrown anywhere, Ctrl+C, a kill, or process.exit. A server started `detached` (its own
// process group, so that it can be killed with its children) does not even get the terminal's
// Ctrl+C: only its parent can end it.
import { constants } from 'node:os';

const tasks = new Set<() => void>();
let installed = false;

function runTasks(): void {
  for (const task of [...tasks]) {
    tasks.delete(task);
    try {
      task();
    } catch {
      // Best effort: one failed clean-up must not keep the others from running.
    }
  }
}

function install(): void {
  if (installed) return;
  installed = true;
  // Also runs after an uncaught error or a rejected top-level await, which end the process
  // through 'exit'; signals do not, so they get their own handlers.
  process.on('exit', runTasks);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      runTasks();
      process.exit(128 + constants.signals[signal]);
    });
  }
}

/**
 * Run `task` when the process ends, however it ends, unless the returned function cancels it
 * first (after a clean stop). Tasks run synchronously, from an 'exit' handler: kill with
 * signals and remove folders with rmSync.
 */
export function cleanUpOnExit(task: () => void): () => void {
  install();
  tasks.add(task);
  return () => {
    tasks.delete(task);
  };
}
