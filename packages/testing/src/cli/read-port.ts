import { exitWith } from '@forecourt/db/cli/command-line';

/** A `--port` argument: a whole number 1–65535, else exit 2 with `usage`. */
export function readPort(value: string | undefined, usage: string): number {
  const port = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || port < 1 || port > 65_535) {
    exitWith(`--port needs a port number (1–65535)\n${usage}`, 2);
  }
  return port;
}
