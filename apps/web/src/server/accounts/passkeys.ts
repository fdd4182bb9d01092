import { SESSION_TTL_MS } from '@forecourt/core/accounts/sign-in-rules';
import {
  addShopperPasskey,
  createShopperSession,
  type Db,
  getShopperPasskey,
  listShopperPasskeys,
  recordPasskeyUse,
  type ShopperSession,
} from '@forecourt/db';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { hashSessionToken, makeSessionToken } from './session-cookie.ts';
import type { Answer } from './shopper-auth.ts';
import { openChallenge, sealChallenge } from './webauthn-challenge.ts';

/** The relying party: the site's own host (rpID) and the origin the shopper used. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export interface PasskeyDeps {
  db: Db;
  secret: string;
  now: Date;
  /** The address the request came to: alert links use it. */
  origin?: string;
}

export const PASSKEY_MESSAGES = {
  failed: 'That passkey could not be used. Please try again or sign in with your mobile number.',
  expired: 'That took too long. Please try again.',
  unknown: 'We do not know that passkey on this site. Please sign in with your mobile number.',
} as const;

const fail = (status: number, message: string): Answer => ({
  status,
  body: { success: false, message },
});

/** Options for adding a passkey to the signed-in shopper's account, and the sealed challenge. */
export async function startPasskeyRegistration(
  deps: PasskeyDeps,
  site: { id: number },
  session: ShopperSession,
  rp: RelyingParty,
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
  const sealed = sealChallenge(
    deps.secret,
    { purpose: 'register', siteId: site.id, userId: session.userId, challenge: options.challenge },
    deps.now,
  );
  return { options, sealed };
}

export async function finishPasskeyRegistration(
  deps: PasskeyDeps,
  site: { id: number },
  session: ShopperSession,
  rp: RelyingParty,
  body: unknown,
  sealed: string | null,
): Promise<Answer> {
  const challenge = openChallenge(
    deps.secret,
    sealed,
    { purpose: 'register', siteId: site.id, userId: session.userId },
    deps.now,
  );
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
    return { status: 200, body: { success: true } };
  } catch {
    return fail(400, PASSKEY_MESSAGES.failed);
  }
}

/** Options for signing in with a passkey alone (no account named: discoverable credentials). */
export async function startPasskeySignIn(
  deps: PasskeyDeps,
  site: { id: number },
  rp: RelyingParty,
) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
  });
  const sealed = sealChallenge(
    deps.secret,
    { purpose: 'sign-in', siteId: site.id, userId: null, challenge: options.challenge },
    deps.now,
  );
  return { options, sealed };
}

/** Verifies a passkey assertion against a credential of this site; starts a session. */
export async function finishPasskeySignIn(
  deps: PasskeyDeps,
  site: { id: number },
  rp: RelyingParty,
  body: unknown,
  sealed: string | null,
): Promise<Answer> {
  const challenge = openChallenge(
    deps.secret,
    sealed,
    { purpose: 'sign-in', siteId: site.id, userId: null },
    deps.now,
  );
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
  const token = makeSessionToken();
  await createShopperSession(deps.db, {
    tokenHash: hashSessionToken(token),
    userId: passkey.userId,
    siteId: site.id,
    expiresAt: new Date(deps.now.getTime() + SESSION_TTL_MS),
    origin: deps.origin ?? null,
  });
  return { status: 200, body: { success: true }, sessionToken: token };
}
