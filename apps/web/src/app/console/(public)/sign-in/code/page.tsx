import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleCard } from '@/components/console/console-card';
import { ConsoleSignInForm } from '@/components/console/console-sign-in-form';
import { getPendingFactor } from '@/server/console/console-page';

export const metadata: Metadata = { title: 'Enter your code' };

/** Step two: the code emailed after a right password, or one from the user's authenticator app. */
export default async function ConsoleCodePage() {
  const factor = await getPendingFactor();
  if (!factor) {
    return (
      <ConsoleCard title="Your sign-in has expired">
        <p>
          The code step lasts 10 minutes.{' '}
          <Link href="/sign-in" className="font-medium text-primary underline">
            Start again with your password
          </Link>
          .
        </p>
      </ConsoleCard>
    );
  }
  return (
    <ConsoleCard title={factor === 'email' ? 'Check your email' : 'Open your authenticator app'}>
      <p className="mb-4 text-muted">
        {factor === 'email'
          ? 'We emailed you a 6-digit code. It works once, for 10 minutes.'
          : 'Enter the 6-digit code your authenticator app shows for the Forecourt console.'}
      </p>
      <ConsoleSignInForm step="code" factor={factor} next="/" />
      <p className="mt-6 text-sm">
        {factor === 'email' ? 'No email? Check your junk folder, or ' : 'Wrong account? '}
        <Link href="/sign-in" className="font-medium text-primary underline">
          start again with your password
        </Link>
        .
      </p>
    </ConsoleCard>
  );
}
