import {
  formatConsoleTime,
  mayGrant,
  STAFF_SIGN_IN_MESSAGES,
  type StaffGrant,
  staffRoleLabels,
  staffRoles,
} from '@forecourt/core/staff';
import { listDealershipStaff, listPendingInvitations } from '@forecourt/db';
import type { Metadata } from 'next';
import { ActAsButton } from '@/components/console/act-as-button';
import { InviteForm } from '@/components/console/invite-form';
import { PendingInvitations } from '@/components/console/pending-invitations';
import { may } from '@/server/console/console-context';
import { getConsolePageContext } from '@/server/console/console-page';
import { getDatabase } from '@/server/database';

export const metadata: Metadata = { title: 'Staff' };

/** Who works at the dealership, and inviting more (issue 28 §3): never beyond one's own roles. */
export default async function UsersPage() {
  const context = await getConsolePageContext();
  const { dealership } = context;
  if (!dealership || !may(context, 'users.manage')) {
    return (
      <section>
        <h1 className="font-bold text-2xl">Staff</h1>
        <p className="mt-4">{STAFF_SIGN_IN_MESSAGES.forbidden}</p>
      </section>
    );
  }
  const { db } = await getDatabase();
  const now = new Date();
  const [staff, invitations] = await Promise.all([
    listDealershipStaff(db, dealership),
    listPendingInvitations(db, dealership.id, now),
  ]);
  const canImpersonate = may(context, 'impersonate') && !context.session.impersonatorId;
  const grantable = staffRoles.flatMap((role) => {
    const scopes: ('dealership' | 'group')[] = [];
    const here: StaffGrant = {
      role,
      scope: { kind: 'dealership', dealershipId: dealership.id, groupId: dealership.groupId },
    };
    if (mayGrant(context.grants, here)) scopes.push('dealership');
    if (
      dealership.groupId !== null &&
      mayGrant(context.grants, { role, scope: { kind: 'group', groupId: dealership.groupId } })
    ) {
      scopes.push('group');
    }
    return scopes.length ? [{ role, label: staffRoleLabels[role], scopes }] : [];
  });
  return (
    <section aria-labelledby="users-title" className="flex flex-col gap-4">
      <h1 id="users-title" className="font-bold text-2xl">
        Staff at {dealership.name}
      </h1>
      <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
        {staff.map((person) => (
          <li key={person.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <span>
              <span className="font-semibold">{person.name}</span>
              <span className="block text-sm">
                {person.roles.map((role) => staffRoleLabels[role]).join(', ')}
              </span>
            </span>
            {canImpersonate && person.id !== context.session.userId ? (
              <ActAsButton userId={person.id} name={person.name} />
            ) : null}
          </li>
        ))}
      </ul>
      <PendingInvitations
        invitations={invitations.map((invitation) => ({
          id: invitation.id,
          name: invitation.name,
          email: invitation.email,
          role: staffRoleLabels[invitation.role],
          expires: formatConsoleTime(invitation.expiresAt, context.timeZone),
        }))}
      />
      <InviteForm
        roles={grantable}
        dealershipName={dealership.name}
        groupName={dealership.groupName}
      />
    </section>
  );
}
