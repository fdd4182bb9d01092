// What every command shares: usage on --help, one line and exit code 2 for bad arguments, one
// line and exit code 1 for a failure (never a stack trace), and which database it talks to.
import { type ParseArgsConfig, parseArgs } from 'node:util';
import {
  type Database,
  type DatabaseOptions,
  databaseOptionsFromEnv,
  openDatabase,
} from '../client.ts';
import { describeDatabaseFailure } from '../database-failure.ts';
import { describeDatabase } from '../database-label.ts';

/** Print `message` on stderr and end the process with `code` (1 failed, 2 bad arguments). */
export function exitWith(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

function describeFailure(error: unknown): string {
  let current = error;
  // Drizzle wraps a driver's error in 'Failed query: …' (SQL and all), the reason its cause.
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (!(current instanceof Error)) return String(current);
  // node-postgres answers an unreachable localhost (::1 and 127.0.0.1) with an AggregateError
  // whose own message is empty.
  const inner = current instanceof AggregateError ? current.errors[0] : undefined;
  const message = current.message || (inner instanceof Error ? inner.message : '') || current.name;
  return message.split('\n')[0] ?? message;
}

type ParsedArguments<T extends NonNullable<ParseArgsConfig['options']>> = ReturnType<
  typeof parseArgs<{ options: T; allowPositionals: boolean; strict: true }>
>;

/**
 * A command's arguments: `--help` prints `usage` and exits 0; an unknown option or a missing
 * value exits 2 with the reason and the usage (Node's parseArgs would throw with a stack).
 */
export function readArguments<const T extends NonNullable<ParseArgsConfig['options']>>(
  usage: string,
  options: T,
  { positionals = false, argv = process.argv.slice(2) } = {},
): ParsedArguments<T> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ args: argv, options, allowPositionals: positionals, strict: true });
  } catch (error) {
    // Node's advice on positionals that start with '-' is noise for an operator.
    const reason = describeFailure(error)
      .replace(/ To specify a positional argument.*$/, '')
      .replace(/\.$/, '');
    return exitWith(`${reason}\n${usage}`, 2);
  }
}

/** Start a command: its arguments as `readArguments` reads them; any later failure exits 1 with its message. */
export function startCommand<const T extends NonNullable<ParseArgsConfig['options']>>(
  usage: string,
  options: T,
  settings: { positionals?: boolean; argv?: string[] } = {},
): ParsedArguments<T> {
  // A database the operator can fix (refused, unknown host, bad login, missing rights) is said
  // with what to do, as the server says it; anything else by its own first line.
  const fail = (error: unknown) =>
    exitWith(`Failed: ${describeDatabaseFailure(error) ?? describeFailure(error)}`, 1);
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  return readArguments(usage, options, settings);
}

/** Say on stderr which database the command uses (stdout stays the command's output). */
export function announceDatabase(options: DatabaseOptions): void {
  console.error(`Database: ${describeDatabase(options)}`);
}

/** Open the database the app would (DATABASE_URL, else PGlite in FORECOURT_DATA_DIR), saying which. */
export async function openCommandDatabase(
  options: DatabaseOptions = databaseOptionsFromEnv(),
): Promise<Database> {
  announceDatabase(options);
  return openDatabase(options);
}
