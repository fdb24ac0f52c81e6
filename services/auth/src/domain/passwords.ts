import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): slow for an attacker, quick enough for a login.
const hashOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, hashOptions);
}

export async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export function hashNeedsUpgrade(hash: string): boolean {
  return argon2.needsRehash(hash, hashOptions);
}

let decoyHash: Promise<string> | undefined;

/** Spends the time of a real check when there is no account, so timing does not reveal which emails exist. */
export async function checkAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  await passwordMatches(await decoyHash, password);
  return false;
}
