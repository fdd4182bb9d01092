import { listDbEnvIssues } from '@forecourt/db/env';
import { z } from 'zod';
import { getEnv } from '@/env';

/**
 * Validates every setting before the server listens, the app's (env.ts) and those it shares
 * with the commands (database, data folder, object storage: packages/db/src/env.ts): a bad one
 * prints each variable and why, and exits. Next would otherwise keep running and answer every
 * request with a 500.
 */
export function checkConfiguration(): void {
  const reasons = listDbEnvIssues();
  try {
    getEnv();
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    reasons.push(...error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  if (reasons.length === 0) return;
  console.error(
    `Configuration error, not starting:\n${reasons.map((reason) => `  ${reason}`).join('\n')}`,
  );
  process.exit(1);
}
