import { z } from 'zod';
import { getEnv } from '@/env';

/**
 * Validates every setting before the server listens: a bad one prints each variable and why,
 * and exits. Next would otherwise keep running and answer every request with a 500.
 */
export function checkConfiguration(): void {
  try {
    getEnv();
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    const reasons = error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    console.error(`Configuration error, not starting:\n${reasons.join('\n')}`);
    process.exit(1);
  }
}
