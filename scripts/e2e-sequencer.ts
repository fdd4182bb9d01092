import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each e2e file took in a full run (three at a time on two cores). Only the order
 * depends on them: a stale or missing figure costs a few seconds of idle worker at the end of
 * the run, never a result.
 */
const seconds = new Map<string, number>(
  Object.entries(
    JSON.parse(
      readFileSync(new URL('../e2e/file-seconds.json', import.meta.url), 'utf8'),
    ) as Record<string, number>,
  ),
);

/**
 * Starts the longest e2e files first, so that the run does not end with one worker busy on a
 * long file while the others wait. Vitest orders by its own record of past durations, which a
 * fresh clone (CI) does not have, and otherwise by file size, which says little about an e2e
 * file's time. A file with no figure (a new one) goes first, as Vitest's own order does.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const e2e = sorted.filter((file) => file.project.name === 'e2e');
    if (e2e.length === 0) return sorted;
    const weight = (file: TestSpecification) =>
      seconds.get(basename(file.moduleId)) ?? Number.POSITIVE_INFINITY;
    const longestFirst = [...e2e].sort((a, b) => weight(b) - weight(a));
    let next = 0;
    return sorted.map(
      (file) => (file.project.name === 'e2e' ? longestFirst[next++] : file) ?? file,
    );
  }
}
