import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { ConsoleCard } from '@/components/console/console-card';
import { ConsoleSignInForm } from '@/components/console/console-sign-in-form';
import { findConsolePageContext } from '@/server/console/console-page';

export const metadata: Metadata = { title: 'Sign in' };

/** Step one of signing in: email and password (someone signed in goes straight in). */
export default async function ConsoleSignInPage() {
  if (await findConsolePageContext()) redirect('/');
  return (
    <ConsoleCard title="Sign in to the dealer console">
      <p className="mb-4 text-muted">
        After your password we email you a code: every sign-in takes both.
      </p>
      <ConsoleSignInForm step="password" next="/sign-in/code" />
      <p className="mt-6 text-sm">
        <Link href="/forgot-password" className="font-medium text-primary underline">
          Forgot your password?
        </Link>
      </p>
    </ConsoleCard>
  );
}
