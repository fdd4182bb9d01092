import { INVITATION_MESSAGES, staffRoleLabels } from '@forecourt/core/staff';
import { getLiveInvitation } from '@forecourt/db';
import { hashLinkToken, isLinkToken } from '@forecourt/db/staff/link-token';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AcceptInvitationForm } from '@/components/console/accept-invitation-form';
import { ConsoleCard } from '@/components/console/console-card';
import { getDatabase } from '@/server/database';

export const metadata: Metadata = { title: 'Your invitation' };

/** An emailed invitation: who invited whom to what; a new user chooses their password here. */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const { db } = await getDatabase();
  const invitation = isLinkToken(token)
    ? await getLiveInvitation(db, hashLinkToken(token), new Date())
    : null;
  if (!invitation) {
    return (
      <ConsoleCard title="This invitation cannot be used">
        <p>{INVITATION_MESSAGES.gone}</p>
        <p className="mt-4">
          <Link href="/sign-in" className="font-medium text-primary underline">
            Sign in
          </Link>{' '}
          if you already have an account.
        </p>
      </ConsoleCard>
    );
  }
  return (
    <ConsoleCard title={`Welcome, ${invitation.name}`}>
      <p className="mb-4">
        {invitation.inviterName ?? 'Your platform'} invited you ({invitation.email}) to the dealer
        console as <strong>{staffRoleLabels[invitation.role]}</strong> at {invitation.placeName}.
      </p>
      <AcceptInvitationForm token={token} needsPassword={!invitation.existingUser} />
    </ConsoleCard>
  );
}
