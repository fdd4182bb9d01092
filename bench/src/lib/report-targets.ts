/**
 * A benchmark's last line: PASS, or MISSED and the targets it missed, with exit code 1 so that
 * a script running benchmarks can tell.
 */
export function reportTargets(missed: readonly string[]): void {
  if (missed.length === 0) {
    console.log('PASS: every target met.');
    return;
  }
  console.log(`MISSED: ${missed.join(', ')}.`);
  process.exitCode = 1;
}
