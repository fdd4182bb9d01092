// @ts-check
import { randomUUID } from 'node:crypto';

/** UUIDs, ULIDs and the ids load balancers add: short, and nothing a log or page could misread. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The id that ties a request's log lines together: the one a proxy or client sent when it is a
 * short token of safe characters, otherwise a fresh one — never a 15 KB or markup value echoed.
 * @param {string | string[] | undefined} received the X-Request-Id header as received
 * @returns {string}
 */
export function chooseRequestId(received) {
  return typeof received === 'string' && SAFE_REQUEST_ID.test(received) ? received : randomUUID();
}
