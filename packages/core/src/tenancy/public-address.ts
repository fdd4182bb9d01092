import { z } from 'zod';
import type { PublicAddress } from './site-origin.ts';

/**
 * The settings that say how shoppers reach this deployment's sites, validated the same way by
 * the app and by the command-line tools (which print leads' addresses).
 */
export const publicAddressEnvShape = {
  /** Sites are served at `{slug}.{ROOT_DOMAIN}`; the bare root domain shows the platform index. */
  ROOT_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/)
    .default('localhost'),
  /** Port the server listens on. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Scheme shoppers reach the sites with: canonical links, feeds and emails use it. */
  PUBLIC_SCHEME: z.enum(['http', 'https']).default('http'),
  /** Port shoppers reach the sites on; unset: 443 with https, PORT with http. */
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
};

type PublicAddressEnv = z.infer<z.ZodObject<typeof publicAddressEnvShape>>;

/** How shoppers reach this deployment's sites, from its validated settings. */
export function toPublicAddress(env: PublicAddressEnv): PublicAddress {
  const port = env.PUBLIC_PORT ?? (env.PUBLIC_SCHEME === 'https' ? 443 : env.PORT);
  return { rootDomain: env.ROOT_DOMAIN, scheme: env.PUBLIC_SCHEME, port };
}
