/**
 * Dealer staff roles and what each may do (issue 28 §3). A role is granted on a scope: the
 * whole platform, a dealer group, or one dealership (a rooftop). The console checks an action
 * against the roles the session's user holds on the scope of the thing acted on, on the server,
 * in every query; a hidden button is not a permission.
 */
export const staffRoles = [
  'platform_admin',
  'group_admin',
  'dealer_principal',
  'sales_manager',
  'salesperson',
  'marketing',
  'analyst',
] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffActions = [
  /** Every lead of the dealership. */
  'leads.view_all',
  /** Leads assigned to the user, and unassigned ones. */
  'leads.view_assigned',
  /** A shopper's name, email and phone on a lead, chat or reservation. */
  'leads.contact',
  /** Status, notes, follow-up date. */
  'leads.update',
  'leads.assign',
  'leads.export',
  'stock.edit',
  'stock.prices',
  /** Offers, banners, slides, pages, articles. */
  'content.edit',
  /** Site settings, locations, feeds. */
  'settings.edit',
  /** Invite, change and remove staff. */
  'users.manage',
  /** Insights and counts, no personal data. */
  'figures.view',
  'audit.view',
  'audit.export',
  /** Sign in as another staff user, time-boxed and audit-logged. */
  'impersonate',
] as const;
export type StaffAction = (typeof staffActions)[number];

const everything = new Set<StaffAction>(staffActions);
const allButImpersonation = new Set<StaffAction>(
  staffActions.filter((action) => action !== 'impersonate'),
);

const allowed: Record<StaffRole, ReadonlySet<StaffAction>> = {
  platform_admin: everything,
  group_admin: allButImpersonation,
  dealer_principal: allButImpersonation,
  sales_manager: new Set([
    'leads.view_all',
    'leads.view_assigned',
    'leads.contact',
    'leads.update',
    'leads.assign',
    'leads.export',
    'stock.prices',
    'figures.view',
  ]),
  salesperson: new Set(['leads.view_assigned', 'leads.contact', 'leads.update']),
  marketing: new Set(['content.edit', 'figures.view']),
  analyst: new Set(['figures.view']),
};

/** True when `role` may do `action` within its scope. */
export function roleAllows(role: StaffRole, action: StaffAction): boolean {
  return allowed[role].has(action);
}

/** Where a role is granted. */
export type StaffScope =
  | { kind: 'platform' }
  | { kind: 'group'; groupId: number }
  | { kind: 'dealership'; dealershipId: number; groupId: number | null };

/** Which role fits which scope: platform admins the platform, group admins a group, the rest a dealership or a group. */
export function isRoleScopeValid(role: StaffRole, scope: StaffScope): boolean {
  if (role === 'platform_admin') return scope.kind === 'platform';
  if (role === 'group_admin') return scope.kind === 'group';
  return scope.kind !== 'platform';
}

/** True when `inner` lies within `outer`: the platform holds every group, a group its dealerships. */
export function scopeContains(outer: StaffScope, inner: StaffScope): boolean {
  switch (outer.kind) {
    case 'platform':
      return true;
    case 'group':
      return (
        (inner.kind === 'group' && inner.groupId === outer.groupId) ||
        (inner.kind === 'dealership' && inner.groupId === outer.groupId)
      );
    case 'dealership':
      return inner.kind === 'dealership' && inner.dealershipId === outer.dealershipId;
  }
}

export interface StaffGrant {
  role: StaffRole;
  scope: StaffScope;
}

/**
 * True when someone holding `held` may grant `wanted` (an invitation, a role change): they may
 * manage users there, and the grant gives no action they lack, nowhere outside their scope.
 * An invitation never grants more than the inviter holds.
 */
export function mayGrant(held: readonly StaffGrant[], wanted: StaffGrant): boolean {
  if (!isRoleScopeValid(wanted.role, wanted.scope)) return false;
  return held.some(
    (grant) =>
      roleAllows(grant.role, 'users.manage') &&
      scopeContains(grant.scope, wanted.scope) &&
      [...allowed[wanted.role]].every((action) => allowed[grant.role].has(action)),
  );
}

/** A dealership as scopes see it: its id and the group that owns it. */
export interface DealershipPlace {
  dealershipId: number;
  groupId: number | null;
}

/** The roles a user's grants give them at a dealership: its own, its group's and the platform's. */
export function rolesAt(grants: readonly StaffGrant[], place: DealershipPlace): StaffRole[] {
  const scope: StaffScope = { kind: 'dealership', ...place };
  return [
    ...new Set(
      grants.filter((grant) => scopeContains(grant.scope, scope)).map((grant) => grant.role),
    ),
  ];
}

/** Whether any role the user holds at the dealership allows the action. */
export function mayAt(
  grants: readonly StaffGrant[],
  place: DealershipPlace,
  action: StaffAction,
): boolean {
  return rolesAt(grants, place).some((role) => roleAllows(role, action));
}
