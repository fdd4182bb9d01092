import { getFormSecret } from '../leads/form-secret.ts';
import { hashIp } from '../leads/form-token.ts';
import { getClientIp } from './client-ip.ts';
import { getClientNetwork } from './rate-limit.ts';

/**
 * The keyed hash of the shopper's network (`getClientNetwork`): what per-client limits count,
 * stored without the address itself.
 */
export function getClientKey(headers: Headers): string {
  return hashIp(getFormSecret(), getClientNetwork(getClientIp(headers)));
}
