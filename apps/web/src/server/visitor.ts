import 'server-only';
import type { Visit } from '@forecourt/db';
import { getClientIp } from './http/client-ip.ts';
import { getFormSecret } from './leads/form-secret.ts';
import { getVisit } from './visitor-key.ts';

/** The visit of a request, with the client address decided at the edge. */
export function getRequestVisit(request: Request, now: Date): Visit {
  return getVisit(
    getFormSecret(),
    getClientIp(request.headers),
    request.headers.get('user-agent') ?? '',
    now,
  );
}
