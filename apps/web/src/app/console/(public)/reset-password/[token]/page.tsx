import { PASSWORD_RESET_MESSAGES } from '@forecourt/core/staff';
import { isLinkToken } from '@forecourt/db/staff/link-token';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleCard } from '@/components/console/console-card';
import { PasswordResetForm } from '@/components/console/password-reset-form';
import { getDatabase } from '@/server/database';
import { findResetLink } from '@/server/staff/password-reset';

export const metadata: Metadata = { title: 'Choose a new password' };

export default async function ResetPasswordPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const { token } = await params;
  const { db } = await getDatabase();
  const link = isLinkToken(token) ? await findResetLink(db, token, new Date()) : null;
  if (!link) {
    return (
      <ConsoleCard title="This link cannot be used">
        <p>{PASSWORD_RESET_MESSAGES.gone}</p>
        <p className="mt-4">
          <Link href="/forgot-password" className="font-medium text-primary underline">
            Ask for a new link
          </Link>
        </p>
      </ConsoleCard>
    );
  }
  return (
    <ConsoleCard title="Choose a new password">
      <p className="mb-4">For {link.email}. Every session you have will be signed out.</p>
      <PasswordResetForm step="complete" token={token} />
    </ConsoleCard>
  );
}
