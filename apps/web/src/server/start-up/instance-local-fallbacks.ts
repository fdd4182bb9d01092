import { type DbEnv, getObjectStorage } from '@forecourt/db/env';
import type { WebEnv } from '@/env';

/**
 * What this instance keeps in its own data folder that several instances would need to share:
 * lead emails (.eml files without SMTP_URL), sign-in texts (files without SMS_GATEWAY_URL) and
 * stock photos (without S3_BUCKET). On the embedded database there is only ever one instance,
 * so only a PostgreSQL installation is told.
 */
export function listInstanceLocalFallbacks(
  env: Pick<WebEnv, 'SMTP_URL' | 'SMS_GATEWAY_URL'>,
  dbEnv: DbEnv,
): string[] {
  if (!dbEnv.DATABASE_URL) return [];
  const fallbacks: string[] = [];
  if (!env.SMTP_URL) fallbacks.push('lead emails are written as files (set SMTP_URL)');
  if (!env.SMS_GATEWAY_URL)
    fallbacks.push('sign-in texts are written as files (set SMS_GATEWAY_URL)');
  if (!getObjectStorage(dbEnv))
    fallbacks.push('stock photos are kept in the data folder (set S3_BUCKET)');
  return fallbacks;
}
