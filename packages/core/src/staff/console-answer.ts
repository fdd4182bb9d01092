import {
  boolean,
  type Infer,
  integer,
  list,
  optional,
  readShape,
  record,
  text,
} from '../json/shape.ts';

/**
 * The answer of every console write (sign-in steps, sessions, the dealership switch, lead
 * changes): `ok`, and a message to show when it is not.
 */
const consoleAnswer = record({
  ok: boolean,
  message: optional(text),
  /** Sessions ended. */
  ended: optional(integer),
  /** Whether a lead change changed anything. */
  changed: optional(boolean),
  /** A new authenticator's secret, its otpauth: URI and QR code (SVG markup drawn by the server). */
  secret: optional(text),
  uri: optional(text),
  qrSvg: optional(text),
  /** Recovery codes, shown once. */
  codes: optional(list(text)),
});
export type ConsoleAnswer = Infer<typeof consoleAnswer>;

/** The answer in `body`, or a failure saying `message` (no answer came, or not the route's). */
export function toConsoleAnswer(body: unknown, message: string): ConsoleAnswer {
  try {
    return readShape(consoleAnswer, body, 'a console answer');
  } catch {
    return { ok: false, message };
  }
}
