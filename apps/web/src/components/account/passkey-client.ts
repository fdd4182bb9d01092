'use client';

import { toAccountAnswer } from '@forecourt/core/accounts';
import { postJson } from '@/lib/json-client';
import { useHydrated } from '@/lib/use-hydrated';

const failed =
  'That passkey could not be used. Please try again or sign in with your mobile number.';

const answerOf = (body: unknown) => toAccountAnswer(body, failed);

/** Whether this browser can use passkeys at all. */
export function canUsePasskeys(): boolean {
  return typeof window !== 'undefined' && 'PublicKeyCredential' in window;
}

/**
 * Whether a passkey button can act: not before the page has hydrated (a tap then did nothing,
 * and the shopper waited for a prompt that never came), then whether the browser has passkeys.
 */
export function usePasskeys(): boolean {
  return useHydrated() && canUsePasskeys();
}

/** Adds a passkey to the signed-in shopper's account (the browser asks the authenticator). */
export async function addPasskey(): Promise<{ ok: boolean; message?: string }> {
  try {
    const { startRegistration } = await import('@simplewebauthn/browser');
    const options = await postJson('/api/account/passkey/register-options', {});
    if (!options.ok) return answerOf(options.body);
    type Options = Parameters<typeof startRegistration>[0]['optionsJSON'];
    const response = await startRegistration({ optionsJSON: options.body as Options });
    return answerOf((await postJson('/api/account/passkey/register', response)).body);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : failed };
  }
}

/** Signs in with a passkey alone. */
export async function signInWithPasskey(): Promise<{ ok: boolean; message?: string }> {
  try {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const options = await postJson('/api/account/passkey/sign-in-options', {});
    if (!options.ok) return answerOf(options.body);
    type Options = Parameters<typeof startAuthentication>[0]['optionsJSON'];
    const response = await startAuthentication({ optionsJSON: options.body as Options });
    return answerOf((await postJson('/api/account/passkey/sign-in', response)).body);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : failed };
  }
}
