import type * as argon2 from '@node-rs/argon2';
import { lazyRequire } from '../lazy-require.ts';

/** The native hasher, loaded with the first password to check rather than at start (issue #30). */
const argon = lazyRequire<typeof argon2>('@node-rs/argon2');

/**
 * Verifies an argon2id hash made by the factories' hashPassword. For an unknown account the
 * caller passes null and we verify against a dummy hash anyway, so the response time does not
 * reveal whether the email exists.
 */
let dummyHash: Promise<string> | undefined;

function getDummyHash(): Promise<string> {
  dummyHash ??= argon().hash('not-a-real-password-8c1f', { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  return dummyHash;
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  const target = passwordHash ?? (await getDummyHash());
  let matches: boolean;
  try {
    matches = await argon().verify(target, password);
  } catch {
    // A malformed stored hash must not become a 500 or a way in.
    matches = false;
  }
  return passwordHash !== null && matches;
}
