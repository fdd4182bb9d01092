'use client';

import { readAccountAnswer } from '@forecourt/core/accounts/account-answer';

const failed =
  'That passkey could not be used. Please try again or sign in with your mobile number.';

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function answerOf(response: Response): Promise<{ success: boolean; message?: string }> {
  try {
    return readAccountAnswer(await response.json());
  } catch {
    return { success: false, message: failed };
  }
}

/** Whether this browser can use passkeys at all. */
export function canUsePasskeys(): boolean {
  return typeof window !== 'undefined' && 'PublicKeyCredential' in window;
}

/** Adds a passkey to the signed-in shopper's account (the browser asks the authenticator). */
export async function addPasskey(): Promise<{ success: boolean; message?: string }> {
  try {
    const { startRegistration } = await import('@simplewebauthn/browser');
    const options = await post('/api/account/passkey/register-options', {});
    if (!options.ok) return answerOf(options);
    const response = await startRegistration({ optionsJSON: await options.json() });
    return answerOf(await post('/api/account/passkey/register', response));
  } catch (error) {
    return { success: false, message: error instanceof Error ? error.message : failed };
  }
}

/** Signs in with a passkey alone. */
export async function signInWithPasskey(): Promise<{ success: boolean; message?: string }> {
  try {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const options = await post('/api/account/passkey/sign-in-options', {});
    if (!options.ok) return answerOf(options);
    const response = await startAuthentication({ optionsJSON: await options.json() });
    return answerOf(await post('/api/account/passkey/sign-in', response));
  } catch (error) {
    return { success: false, message: error instanceof Error ? error.message : failed };
  }
}
