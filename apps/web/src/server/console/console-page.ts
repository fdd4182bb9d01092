import 'server-only';
import { getPendingSignIn } from '@forecourt/db';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { hashSessionToken } from '../accounts/session-cookie.ts';
import { getDatabase } from '../database.ts';
import { readStaffCookie } from '../staff/staff-cookie.ts';
import { type ConsoleContext, loadConsoleContext } from './console-context.ts';

/**
 * The console context of the page being rendered (once per request, however many components
 * ask), or a redirect to sign in when there is no live session.
 */
export const getConsolePageContext = cache(async (): Promise<ConsoleContext> => {
  const context = await findConsolePageContext();
  if (!context) redirect('/sign-in');
  return context;
});

/** The page's console context, or null when nobody is signed in (the sign-in pages ask). */
export const findConsolePageContext = cache(async (): Promise<ConsoleContext | null> => {
  const { db } = await getDatabase();
  return loadConsoleContext(db, new Headers(await headers()), new Date());
});

/**
 * What the second step of the page's pending sign-in asks for: the emailed code, or a code from
 * the user's authenticator app; null when there is no live pending sign-in.
 */
export async function getPendingFactor(): Promise<'email' | 'app' | null> {
  const requestHeaders = await headers();
  const https = requestHeaders.get('x-forwarded-proto') === 'https';
  const token = readStaffCookie(requestHeaders.get('cookie'), 'pending', https);
  if (!token) return null;
  const { db } = await getDatabase();
  const pending = await getPendingSignIn(db, hashSessionToken(token), new Date());
  if (!pending) return null;
  return pending.codeHash === null ? 'app' : 'email';
}
