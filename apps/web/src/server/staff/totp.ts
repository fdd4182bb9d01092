import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import {
  confirmTotp,
  type Db,
  getTotpFactor,
  saveUnconfirmedTotp,
  spendRecoveryCodeHash,
  spendTotpStep,
} from '@forecourt/db';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/**
 * Authenticator apps (TOTP, RFC 6238: 6 digits, 30 seconds, SHA-1 as every app supports) with
 * one-time recovery codes (issue 28 §2), by `otpauth`. The secret is stored encrypted
 * (AES-256-GCM, key derived from FORM_SECRET), and each time step is accepted once.
 */
const ISSUER = 'Forecourt console';
const PERIOD_S = 30;
export const RECOVERY_CODE_COUNT = 10;

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'forecourt', 'staff-totp-secret', 32));
}

export function encryptTotpSecret(formSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(formSecret), iv);
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function decryptTotpSecret(formSecret: string, stored: string): string {
  const [iv = '', tag = '', sealed = ''] = stored.split('.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(formSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

const totpOf = (base32: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(base32),
  });

export interface TotpEnrolment {
  /** The secret as people type it into an app, in groups of four. */
  secret: string;
  uri: string;
  /** A QR code of the URI, as SVG markup (drawn on the server: no script, no request). */
  qrSvg: string;
}

/** A fresh secret for the user to add to their app; stored, unconfirmed, until they prove it. */
export async function startTotpEnrolment(
  db: Db,
  formSecret: string,
  user: { id: number; email: string },
): Promise<TotpEnrolment> {
  const base32 = new Secret({ size: 20 }).base32;
  await saveUnconfirmedTotp(db, user.id, encryptTotpSecret(formSecret, base32));
  const uri = totpOf(base32, user.email).toString();
  return { secret: base32.match(/.{1,4}/g)?.join(' ') ?? base32, uri, qrSvg: renderSVG(uri) };
}

/** The time step a code belongs to, if it is one of the app's codes now (one step either way). */
function matchingStep(base32: string, label: string, code: string, now: Date): number | null {
  const delta = totpOf(base32, label).validate({
    token: code,
    timestamp: now.getTime(),
    window: 1,
  });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** Checks a code from the user's app: right, of a step not used before, for a confirmed (or the pending) secret. */
export async function checkTotpCode(
  db: Db,
  formSecret: string,
  user: { id: number; email: string },
  code: string,
  now: Date,
  which: 'confirmed' | 'unconfirmed' = 'confirmed',
): Promise<boolean> {
  const factor = await getTotpFactor(db, user.id);
  if (!factor || (which === 'confirmed') !== (factor.confirmedAt !== null)) return false;
  const step = matchingStep(
    decryptTotpSecret(formSecret, factor.secretEncrypted),
    user.email,
    code,
    now,
  );
  return step !== null && (await spendTotpStep(db, user.id, step, which));
}

/** Ten recovery codes like 'k3fd-9q2m-x7', each usable once. */
function makeRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 10)}`;
  });
}

export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

const hashRecoveryCode = (userId: number, code: string) =>
  createHash('sha256')
    .update(`${userId}:${normaliseRecoveryCode(code)}`)
    .digest('hex');

/**
 * Confirms a new authenticator with a code from it, and answers the recovery codes to show
 * once; null when the code is not right.
 */
export async function confirmTotpEnrolment(
  db: Db,
  formSecret: string,
  user: { id: number; email: string },
  code: string,
  now: Date,
): Promise<string[] | null> {
  if (!(await checkTotpCode(db, formSecret, user, code, now, 'unconfirmed'))) return null;
  const codes = makeRecoveryCodes();
  await confirmTotp(
    db,
    user.id,
    codes.map((recovery) => hashRecoveryCode(user.id, recovery)),
    now,
  );
  return codes;
}

/** Spends one of the user's recovery codes. */
export function spendRecoveryCode(db: Db, userId: number, code: string, now: Date) {
  return spendRecoveryCodeHash(db, userId, hashRecoveryCode(userId, code), now);
}
