import { describe, expect, it } from 'vitest';
import { getSignInCodeLimits, isSmsBudget, SIGN_IN_LIMIT_KINDS } from './sign-in-limits.ts';

describe('sign-in code limits', () => {
  const limits = getSignInCodeLimits({
    siteId: 3,
    phone: '+61412000001',
    client: 'c1',
    siteBudget: { max: 200, windowSeconds: 86_400 },
    deploymentBudgetPerHour: 1000,
  });

  it('count per number and client on the site and on all sites, and two budgets', () => {
    expect(limits.map(({ kind, key, max }) => [kind, key, max])).toEqual([
      ['number', 'otp-phone:3:+61412000001', 5],
      ['client', 'otp-ip:3:c1', 20],
      ['number-all-sites', 'otp-phone:all:+61412000001', 6],
      ['client-all-sites', 'otp-ip:all:c1', 40],
      ['site-budget', 'sms-budget:3', 200],
      ['deployment-budget', 'sms-budget:all', 1000],
    ]);
    expect(limits.find((limit) => limit.kind === 'site-budget')?.windowMs).toBe(86_400_000);
  });

  it('keys each counter apart from every other', () => {
    expect(new Set(limits.map((limit) => limit.key)).size).toBe(limits.length);
  });

  it('names only the shared budgets as budgets', () => {
    expect(SIGN_IN_LIMIT_KINDS.filter(isSmsBudget)).toEqual(['site-budget', 'deployment-budget']);
  });
});
