import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDataDir } from '@forecourt/db/env';
import { getEnv } from '@/env';

let cached: string | null = null;

/**
 * The key behind form tokens, captcha challenges and IP hashes: FORM_SECRET, else one made on
 * first use and kept in the data folder (fine for one machine; several instances must share
 * FORM_SECRET or each would reject the others' tokens).
 */
export function getFormSecret(): string {
  if (cached) return cached;
  const configured = getEnv().FORM_SECRET;
  if (configured) {
    cached = configured;
    return cached;
  }
  const dir = getDataDir();
  const path = join(/* turbopackIgnore: true */ dir, 'form-secret');
  try {
    cached = readFileSync(path, 'utf8').trim();
  } catch {
    mkdirSync(dir, { recursive: true });
    const fresh = randomBytes(32).toString('hex');
    try {
      writeFileSync(path, fresh, { flag: 'wx', mode: 0o600 });
      cached = fresh;
    } catch {
      // Another process wrote it first.
      cached = readFileSync(path, 'utf8').trim();
    }
  }
  if (!cached || cached.length < 32) throw new Error(`Unusable form secret in ${path}`);
  return cached;
}
