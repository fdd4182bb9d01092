import {
  getPasskeyChallengeLimit,
  PASSKEY_CHALLENGE_TTL_MS,
  SESSION_TTL_MS,
  SIGN_IN_MESSAGES,
} from '@forecourt/core/accounts';
import {
  addShopperPasskey,
  createPasskeyChallenge,
  createShopperSession,
  type Db,
  getShopperPasskey,
  listShopperPasskeys,
  type PasskeyChallengeKey,
  recordPasskeyUse,
  type ShopperSession,
  takePasskeyChallenge,
} from '@forecourt/db';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { getClientNetwork } from '../http/rate-limit.ts';
import { hashIp } from '../leads/form-token.ts';
import { hashSessionToken, makeSessionToken } from './session-cookie.ts';
import { type AccountLog, type Answer, reportRefusals } from './shopper-auth.ts';

/** The relying party: the site's own host (rpID) and the origin the shopper used. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export interface PasskeyDeps {
  db: Db;
  /** HMAC key (FORM_SECRET) of client hashes. */
  secret: string;
  now: Date;
  log: AccountLog;
}

/** Where a ceremony comes from: the client's address and the token its browser held, if any. */
export interface CeremonyClient {
  ip: string;
  token: string | null;
}

/** A ceremony's start: its options and the token for the browser's cookie, or a refusal. */
export type CeremonyStart<T> =
  | { ok: true; options: T; token: string }
  | { ok: false; answer: Answer };

export const PASSKEY_MESSAGES = {
  failed: 'That passkey could not be used. Please try again or sign in with your mobile number.',
  expired: 'That took too long. Please try again.',
  unknown: 'We do not know that passkey on this site. Please sign in with your mobile number.',
} as const;

const fail = (status: number, message: string): Answer => ({
  status,
  body: { ok: false, message },
});

/** Options for adding a passkey to the signed-in shopper's account, its challenge kept server-side. */
export async function startPasskeyRegistration(
  deps: PasskeyDeps,
  site: { id: number },
  session: ShopperSession,
  rp: RelyingParty,
  client: CeremonyClient,
) {
  const existing = await listShopperPasskeys(deps.db, site.id, session.userId);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: new TextEncoder().encode(`${site.id}:${session.userId}`),
    userName: session.phone,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id })),
    // Discoverable, so the shopper can later sign in with the passkey alone.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return storeChallenge(
    deps,
    { siteId: site.id, purpose: 'register', userId: session.userId },
    options,
    client,
  );
}

export async function finishPasskeyRegistration(
  deps: PasskeyDeps,
  site: { id: number },
  session: ShopperSession,
  rp: RelyingParty,
  body: unknown,
  token: string | null,
): Promise<Answer> {
  const challenge = await takeChallenge(deps, token, {
    siteId: site.id,
    purpose: 'register',
    userId: session.userId,
  });
  if (!challenge) return fail(400, PASSKEY_MESSAGES.expired);
  try {
    const verification = await verifyRegistrationResponse({
      response: body as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!verification.verified) return fail(400, PASSKEY_MESSAGES.failed);
    const { credential } = verification.registrationInfo;
    await addShopperPasskey(deps.db, {
      id: credential.id,
      userId: session.userId,
      siteId: site.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    });
    return { status: 200, body: { ok: true } };
  } catch {
    return fail(400, PASSKEY_MESSAGES.failed);
  }
}

/** Options for signing in with a passkey alone (no account named: discoverable credentials). */
export async function startPasskeySignIn(
  deps: PasskeyDeps,
  site: { id: number },
  rp: RelyingParty,
  client: CeremonyClient,
) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
  });
  return storeChallenge(
    deps,
    { siteId: site.id, purpose: 'sign-in', userId: null },
    options,
    client,
  );
}

/** Verifies a passkey assertion against a credential of this site; starts a session. */
export async function finishPasskeySignIn(
  deps: PasskeyDeps,
  site: { id: number },
  rp: RelyingParty,
  body: unknown,
  token: string | null,
): Promise<Answer> {
  const challenge = await takeChallenge(deps, token, {
    siteId: site.id,
    purpose: 'sign-in',
    userId: null,
  });
  if (!challenge) return fail(400, PASSKEY_MESSAGES.expired);
  const response = body as AuthenticationResponseJSON;
  if (typeof response?.id !== 'string' || response.id.length > 1024) {
    return fail(400, PASSKEY_MESSAGES.failed);
  }
  const passkey = await getShopperPasskey(deps.db, site.id, response.id);
  if (!passkey) return fail(400, PASSKEY_MESSAGES.unknown);
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
      requireUserVerification: false,
    });
    if (!verification.verified) return fail(400, PASSKEY_MESSAGES.failed);
    await recordPasskeyUse(
      deps.db,
      passkey.id,
      verification.authenticationInfo.newCounter,
      deps.now,
    );
  } catch {
    return fail(400, PASSKEY_MESSAGES.failed);
  }
  const sessionToken = makeSessionToken();
  await createShopperSession(deps.db, {
    tokenHash: hashSessionToken(sessionToken),
    userId: passkey.userId,
    siteId: site.id,
    expiresAt: new Date(deps.now.getTime() + SESSION_TTL_MS),
  });
  return { status: 200, body: { ok: true }, sessionToken };
}

/**
 * Keeps a new ceremony's challenge on the server under a fresh token (replacing the one the
 * browser held), unless the client has started too many this hour.
 */
async function storeChallenge<T extends { challenge: string }>(
  deps: PasskeyDeps,
  key: PasskeyChallengeKey,
  options: T,
  client: CeremonyClient,
): Promise<CeremonyStart<T>> {
  const token = makeSessionToken();
  const stored = await createPasskeyChallenge(deps.db, {
    ...key,
    tokenHash: hashSessionToken(token),
    challenge: options.challenge,
    expiresAt: new Date(deps.now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
    replaces: client.token ? hashSessionToken(client.token) : null,
    limit: getPasskeyChallengeLimit(key.siteId, hashIp(deps.secret, getClientNetwork(client.ip))),
    now: deps.now,
  });
  if (!stored.ok) {
    reportRefusals(deps, { id: key.siteId }, stored.refused);
    return { ok: false, answer: fail(429, SIGN_IN_MESSAGES.tooMany) };
  }
  return { ok: true, options, token };
}

/** The ceremony's challenge, used up by this call whatever comes of it; null if none is live. */
async function takeChallenge(
  deps: PasskeyDeps,
  token: string | null,
  key: PasskeyChallengeKey,
): Promise<string | null> {
  if (!token) return null;
  return takePasskeyChallenge(deps.db, {
    ...key,
    tokenHash: hashSessionToken(token),
    now: deps.now,
  });
}
