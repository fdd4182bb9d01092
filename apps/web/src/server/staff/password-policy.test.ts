import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './password-policy.ts';

const sam = { email: 'sam.citizen@harbourford.com.au', name: 'Sam Citizen' };

describe('checkNewPassword', () => {
  it('refuses short passwords', async () => {
    expect(await checkNewPassword('Tr0ub4dor&3', sam)).toMatch(/at least 12 characters/);
  });

  it('refuses common and leaked passwords however long', async () => {
    for (const password of ['password1234', 'qwertyuiop123', '123456789012', 'iloveyou1234']) {
      expect(await checkNewPassword(password, sam), password).toMatch(/too easy to guess/);
    }
  });

  it('refuses passwords made of the user’s own name and email', async () => {
    expect(await checkNewPassword('samcitizen2026', sam)).toMatch(/too easy to guess/);
  });

  it('accepts a passphrase of unrelated words', async () => {
    expect(await checkNewPassword('lantern orbit gravel mosaic', sam)).toBeNull();
  });
});
