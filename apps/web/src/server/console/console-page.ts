import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getDatabase } from '../database.ts';
import { type ConsoleContext, loadConsoleContext } from './console-context.ts';

/**
 * The console context of the page being rendered (once per request, however many components
 * ask), or a redirect to sign in when there is no live session.
 */
export const getConsolePageContext = cache(async (): Promise<ConsoleContext> => {
  const { db } = await getDatabase();
  const context = await loadConsoleContext(db, new Headers(await headers()), new Date());
  if (!context) redirect('/sign-in');
  return context;
});
