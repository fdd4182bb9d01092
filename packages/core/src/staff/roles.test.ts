import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRoleScopeValid,
  mayAt,
  mayGrant,
  roleAllows,
  rolesAt,
  type StaffGrant,
  type StaffRole,
  type StaffScope,
  scopeContains,
  staffActions,
  staffRoles,
} from './roles.ts';

const dealership = (dealershipId: number, groupId: number | null = null): StaffScope => ({
  kind: 'dealership',
  dealershipId,
  groupId,
});

describe('roleAllows: the role matrix of issue 28 §3', () => {
  it('gives each role what the issue lists, and no more', () => {
    const table = Object.fromEntries(
      staffRoles.map((role) => [role, staffActions.filter((action) => roleAllows(role, action))]),
    );
    expect(table.platform_admin).toEqual([...staffActions]);
    expect(table.group_admin).toEqual(staffActions.filter((action) => action !== 'impersonate'));
    expect(table.dealer_principal).toContain('users.manage');
    expect(table.sales_manager).toEqual([
      'leads.view_all',
      'leads.view_assigned',
      'leads.contact',
      'leads.update',
      'leads.assign',
      'leads.export',
      'stock.prices',
      'figures.view',
    ]);
    expect(table.salesperson).toEqual(['leads.view_assigned', 'leads.contact', 'leads.update']);
    expect(table.marketing).not.toContain('leads.contact');
    expect(table.analyst).toEqual(['figures.view']);
  });
});

describe('scopes', () => {
  it('nest platform ⊃ group ⊃ its dealerships, and nothing else', () => {
    expect(scopeContains({ kind: 'platform' }, dealership(1))).toBe(true);
    expect(scopeContains({ kind: 'group', groupId: 2 }, dealership(1, 2))).toBe(true);
    expect(scopeContains({ kind: 'group', groupId: 2 }, dealership(1, 3))).toBe(false);
    expect(scopeContains({ kind: 'group', groupId: 2 }, dealership(1))).toBe(false);
    expect(scopeContains(dealership(1, 2), { kind: 'group', groupId: 2 })).toBe(false);
    expect(scopeContains(dealership(1), dealership(1))).toBe(true);
    expect(scopeContains(dealership(1), dealership(2))).toBe(false);
  });

  it('fit each role: admins to their level, the rest to a dealership or a group', () => {
    expect(isRoleScopeValid('platform_admin', dealership(1))).toBe(false);
    expect(isRoleScopeValid('group_admin', { kind: 'group', groupId: 1 })).toBe(true);
    expect(isRoleScopeValid('salesperson', { kind: 'platform' })).toBe(false);
  });
});

const scopes = fc.oneof(
  fc.constant<StaffScope>({ kind: 'platform' }),
  fc.integer({ min: 1, max: 3 }).map((groupId): StaffScope => ({ kind: 'group', groupId })),
  fc
    .tuple(fc.integer({ min: 1, max: 4 }), fc.option(fc.integer({ min: 1, max: 3 })))
    .map(([dealershipId, groupId]) => dealership(dealershipId, groupId)),
);
const grants = fc.record({ role: fc.constantFrom(...staffRoles), scope: scopes });

describe('mayGrant: an invitation never grants more than the inviter holds', () => {
  it('holds for any inviter and any grant', () => {
    fc.assert(
      fc.property(fc.array(grants, { maxLength: 3 }), grants, (held, wanted) => {
        if (!mayGrant(held, wanted)) return;
        // Some one grant of the inviter covers the whole of it: place, actions and user rights.
        const covering = held.find(
          (grant) =>
            scopeContains(grant.scope, wanted.scope) &&
            roleAllows(grant.role, 'users.manage') &&
            staffActions.every(
              (action) => !roleAllows(wanted.role, action) || roleAllows(grant.role, action),
            ),
        );
        expect(covering).toBeDefined();
        expect(isRoleScopeValid(wanted.role, wanted.scope)).toBe(true);
      }),
    );
  });

  it('lets a principal staff their own dealership, and no one else', () => {
    const principal: StaffGrant[] = [{ role: 'dealer_principal', scope: dealership(1, 7) }];
    const at = (role: StaffRole, scope: StaffScope = dealership(1, 7)) =>
      mayGrant(principal, { role, scope });
    expect(at('salesperson')).toBe(true);
    expect(at('dealer_principal')).toBe(true);
    expect(at('salesperson', dealership(2, 7))).toBe(false);
    expect(at('group_admin', { kind: 'group', groupId: 7 })).toBe(false);
    expect(at('platform_admin', { kind: 'platform' })).toBe(false);
    const manager: StaffGrant[] = [{ role: 'sales_manager', scope: dealership(1, 7) }];
    expect(mayGrant(manager, { role: 'salesperson', scope: dealership(1, 7) })).toBe(false);
  });
});

describe('rolesAt', () => {
  const grants: StaffGrant[] = [
    { role: 'salesperson', scope: dealership(1, 7) },
    { role: 'group_admin', scope: { kind: 'group', groupId: 8 } },
    { role: 'analyst', scope: dealership(3, null) },
  ];

  it('collects the dealership’s own roles and its group’s', () => {
    expect(rolesAt(grants, { dealershipId: 1, groupId: 7 })).toEqual(['salesperson']);
    expect(rolesAt(grants, { dealershipId: 2, groupId: 8 })).toEqual(['group_admin']);
    expect(rolesAt(grants, { dealershipId: 3, groupId: null })).toEqual(['analyst']);
    expect(rolesAt(grants, { dealershipId: 4, groupId: 7 })).toEqual([]);
  });

  it('gives a platform admin every dealership', () => {
    const admin: StaffGrant[] = [{ role: 'platform_admin', scope: { kind: 'platform' } }];
    expect(mayAt(admin, { dealershipId: 99, groupId: null }, 'leads.export')).toBe(true);
  });

  it('allows an action when any role there allows it', () => {
    expect(mayAt(grants, { dealershipId: 1, groupId: 7 }, 'leads.view_all')).toBe(false);
    expect(mayAt(grants, { dealershipId: 2, groupId: 8 }, 'leads.view_all')).toBe(true);
    expect(mayAt(grants, { dealershipId: 3, groupId: null }, 'leads.contact')).toBe(false);
  });
});
