import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleCard } from '@/components/console/console-card';
import { ConsoleSignInForm } from '@/components/console/console-sign-in-form';

export const metadata: Metadata = { title: 'Enter your code' };

/** Step two: the code emailed after a right password. */
export default function ConsoleCodePage() {
  return (
    <ConsoleCard title="Check your email">
      <p className="mb-4 text-muted">
        We emailed you a 6-digit code. It works once, for 10 minutes.
      </p>
      <ConsoleSignInForm step="code" next="/leads" />
      <p className="mt-6 text-sm">
        No email? Check your junk folder, or{' '}
        <Link href="/sign-in" className="font-medium text-primary underline">
          start again with your password
        </Link>
        .
      </p>
    </ConsoleCard>
  );
}
