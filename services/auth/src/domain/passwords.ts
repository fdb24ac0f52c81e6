import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): slow for an attacker, quick enough for a login.
const hashOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The form a password is hashed in: Unicode NFKC (NIST SP 800-63B 5.1.1.2), so the same password
 * typed on another keyboard or phone (composed or decomposed accents, full-width letters) matches.
 */
export const normalisedPassword = (password: string): string => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(normalisedPassword(password), hashOptions);
}

async function verifies(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed hash matches nothing.
    return false;
  }
}

export interface PasswordCheck {
  matches: boolean;
  /** Matched, but the hash is older than today's rules (parameters, or made before NFKC): hash it again. */
  needsRehash: boolean;
}

/**
 * Checks a password against a hash. Hashes made before passwords were normalised hold the
 * password as it was typed, so when the typed form is not NFKC both forms are tried, always both,
 * whichever matches: the time spent depends on what was typed, never on the account.
 */
export async function checkPassword(hash: string, password: string): Promise<PasswordCheck> {
  // No password yet (an invited customer): the decoy takes the same time and matches nothing.
  const target = hash === '' ? await decoyHash() : hash;
  const normalised = normalisedPassword(password);
  const checks = [verifies(target, normalised)];
  if (normalised !== password) checks.push(verifies(target, password));
  const [matchesNormalised, matchesAsTyped = false] = await Promise.all(checks);
  const matches = hash !== '' && (matchesNormalised || matchesAsTyped);
  return {
    matches,
    needsRehash: matches && (!matchesNormalised || argon2.needsRehash(hash, hashOptions)),
  };
}

export async function passwordMatches(hash: string, password: string): Promise<boolean> {
  return (await checkPassword(hash, password)).matches;
}

let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword('decoy password that matches nothing'));

/**
 * Spends the time of a real check when there is no account, so timing does not reveal which
 * emails exist: the same checks as for an account, against a hash that matches nothing.
 */
export async function checkAgainstDecoy(password: string): Promise<false> {
  await checkPassword('', password);
  return false;
}
