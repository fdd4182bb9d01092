import { z } from 'zod';

const envSchema = z.object({
  /** Sites are served at `{slug}.{ROOT_DOMAIN}`; the bare root domain shows the platform index. */
  ROOT_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/)
    .default('localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export type WebEnv = z.infer<typeof envSchema>;

let cached: WebEnv | null = null;

/** The app's environment, validated once. Nothing else reads process.env. */
export function getEnv(): WebEnv {
  cached ??= envSchema.parse({
    ROOT_DOMAIN: process.env.ROOT_DOMAIN || undefined,
    LOG_LEVEL: process.env.LOG_LEVEL || undefined,
    NODE_ENV: process.env.NODE_ENV || undefined,
  });
  return cached;
}
