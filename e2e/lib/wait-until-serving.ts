import type { ChildProcess } from 'node:child_process';

/**
 * Resolves once `url` answers 2xx. Throws if `child` exits first, or kills it and throws after
 * 60 s; `what` names it in the error, followed by what it printed (`output`).
 */
export async function waitUntilServing(
  child: ChildProcess,
  url: string,
  what: string,
  output: () => string = () => '',
): Promise<void> {
  const printed = () => (output() ? `:\n${output()}` : '');
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${what} exited with code ${child.exitCode}${printed()}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${what} did not become ready within 60 s${printed()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
