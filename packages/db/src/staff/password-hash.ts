import { hash, verify } from '@node-rs/argon2';

/**
 * Staff passwords are hashed with argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane):
 * about 70 ms on this machine's cores, memory-hard so a stolen table is slow to guess at.
 * `@node-rs/argon2` is a prebuilt binding: no compiler at install.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashStaffPassword(password: string): Promise<string> {
  return hash(password, options);
}

/**
 * Whether `password` matches `stored`. With no stored hash (unknown email, invitation not
 * accepted) a dummy hash is checked instead, so the answer takes as long either way and the
 * timing does not tell which emails have accounts.
 */
export async function verifyStaffPassword(stored: string | null, password: string) {
  const target = stored ?? (await getDummyHash());
  try {
    const matches = await verify(target, password);
    return stored !== null && matches;
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
const getDummyHash = () => {
  dummyHash ??= hash('not a password anyone holds', options);
  return dummyHash;
};
