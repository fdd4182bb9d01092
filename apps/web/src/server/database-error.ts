/**
 * Whether a failed query failed on its data: SQLSTATE class 22, "data exception" (22021 invalid
 * byte sequence — a NUL in text; 22P05 untranslatable character — \u0000 in JSON; 22P02…).
 * The same input fails the same way every time, so it is the client's 4xx, never a 503 that
 * invites a retry. Drizzle wraps driver errors, so the cause chain is walked.
 */
export function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
