import type { StaffAction } from '@forecourt/core/staff';

/** The console's pages, each shown to roles that may use it at the current dealership. */
export const consoleNav: { href: string; label: string; needs: StaffAction | null }[] = [
  { href: '/leads', label: 'Leads', needs: 'leads.view_assigned' },
  { href: '/leads?spam=1', label: 'Spam review', needs: 'leads.assign' },
  { href: '/users', label: 'Staff', needs: 'users.manage' },
  { href: '/audit', label: 'Audit log', needs: 'audit.view' },
  { href: '/account', label: 'Your sessions', needs: null },
];
