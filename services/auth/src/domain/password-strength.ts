import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import { badRequest } from '@studio/service-kit/errors';
import { normalisedPassword } from './passwords.js';

/**
 * zxcvbn's score 3 ("safely unguessable"): at least 10^8 guesses, which an online attacker behind
 * the sign-in throttle never gets through, while a phrase of three ordinary words passes.
 */
const minimumScore = 3;
/**
 * The check runs on the event loop and its cost grows steeply with length and with characters
 * that could be l33t substitutions: 'aB3$' repeated 32 times took 1.8 s with the library's
 * defaults (256 characters, 100 substitutions). Only the first 64 characters are judged (a longer
 * password is a passphrase whose start must be strong anyway) and at most 4 substitutions are
 * tried: the same input then took 0.2 s, on this 2-core machine at a load average of 12.
 */
const charactersJudged = 64;
const l33tSubstitutionsTried = 4;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * Loaded and built on first use (about a second: 1.6 MB of dictionaries are read and indexed, so
 * not at start-up), then kept: common passwords, English words, names and Wikipedia terms,
 * keyboard patterns. Offline: nothing is fetched.
 */
function strengthEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, commonLanguage, englishLanguage] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...commonLanguage.dictionary, ...englishLanguage.dictionary },
      graphs: commonLanguage.adjacencyGraphs,
      translations: englishLanguage.translations,
      // Edit-distance matching is orders of magnitude slower and adds little beyond the l33t rules.
      useLevenshteinDistance: false,
      maxLength: charactersJudged,
      l33tMaxSubstitutions: l33tSubstitutionsTried,
    });
  })();
  return estimator;
}

/** Words of the account itself, which make a password easy to guess for anyone who knows them. */
export interface PasswordOwner {
  name: string;
  email: string;
}

function wordsOf({ name, email }: PasswordOwner): string[] {
  const [localPart = '', domain = ''] = email.toLowerCase().split('@');
  return [name, ...name.split(/\s+/), email, localPart, ...domain.split('.')].filter(
    (word) => word.length > 1,
  );
}

function explanation(result: ZxcvbnResult): string {
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (reason): reason is string => Boolean(reason),
  );
  if (reasons.length === 0) reasons.push('Add another word or two; uncommon words are best.');
  return reasons.join(' ');
}

/**
 * Why this password is refused, in plain words, or null when it is strong enough. Checked in its
 * normalised form, the one that is hashed.
 */
export async function weakPasswordReason(
  password: string,
  owner: PasswordOwner,
): Promise<string | null> {
  const normalised = normalisedPassword(password);
  if (normalised.trim() === '') return 'A password cannot be only spaces.';
  const result = (await strengthEstimator()).check(normalised, wordsOf(owner));
  if (result.score >= minimumScore) return null;
  return `This password is too easy to guess. ${explanation(result)}`;
}

/** Throws the 400 that tells the person why, when the password is too easy to guess. */
export async function ensureStrongPassword(password: string, owner: PasswordOwner): Promise<void> {
  const reason = await weakPasswordReason(password, owner);
  if (reason) throw badRequest(reason);
}
