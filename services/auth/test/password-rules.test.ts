import argon2 from 'argon2';
import type { User } from '@studio/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, type AuthTestHarness } from './auth-test-harness.js';

let harness: AuthTestHarness;
let trainer: User;

beforeAll(async () => {
  harness = await startAuthHarness();
  trainer = await harness.createTrainer({
    name: 'Tina Tan',
    email: 'tina@example.com',
    password: 'first password',
  });
});

afterAll(async () => {
  await harness?.close();
});

const register = (email: string, password: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/internal/register',
    payload: { name: 'Rae Lim', email, password, role: 'trainer' },
  });
const login = (email: string, password: string) =>
  harness.app.inject({ method: 'POST', url: '/internal/login', payload: { email, password } });
const changePassword = async (oldPassword: string, newPassword: string) =>
  harness.app.inject({
    method: 'PUT',
    url: '/api/profile/password',
    headers: await harness.identity(trainer),
    payload: { oldPassword, newPassword },
  });

const eightSpaces = ' '.repeat(8);

describe('a password that is easy to guess', () => {
  it.each([
    ['password', /too easy to guess\. This is a heavily used password\./],
    [eightSpaces, /^A password cannot be only spaces\.$/],
    ['qwertyuiop', /too easy to guess\. This is a frequently used password\./],
    ['rae lim 2024', /too easy to guess/],
  ])('is refused at registration, saying why: %j', async (password, reason) => {
    const response = await register(`rae.${password.trim().length}@example.com`, password);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(reason);
    const stored = await harness.query(`SELECT 1 FROM auth.users WHERE email LIKE 'rae.%'`);
    expect(stored).toEqual([]);
  });

  it('is refused when an admin creates an account, when changing and when resetting', async () => {
    await expect(
      harness.createTrainer({ name: 'Pat', email: 'pat@example.com', password: 'password' }),
    ).rejects.toThrow(/400: .*too easy to guess/);

    const changed = await changePassword('first password', eightSpaces);
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ error: 'A password cannot be only spaces.' });
    expect((await login('tina@example.com', 'first password')).statusCode).toBe(200);

    await harness.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'tina@example.com' },
    });
    const mail = (await harness.queuedMails()).at(-1)!;
    if (mail.template.kind !== 'reset-password') throw new Error('expected a reset mail');
    const token = mail.template.link.split('/').at(-1)!;
    const reset = await harness.app.inject({
      method: 'POST',
      url: `/api/reset-password/${token}`,
      payload: { newPassword: 'tina@example.com' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error).toMatch(/too easy to guess/);
    // The link still works for a good password.
    const retried = await harness.app.inject({
      method: 'POST',
      url: `/api/reset-password/${token}`,
      payload: { newPassword: 'tina rows before sunrise' },
    });
    expect(retried.statusCode).toBe(200);
    expect((await login('tina@example.com', 'tina rows before sunrise')).statusCode).toBe(200);
  });
});

describe('a good password', () => {
  it('may be a long passphrase of ordinary words', async () => {
    const passphrase =
      'my dog and i walk along the kallang river every morning before the studio opens at seven';
    await harness.createTrainer({ name: 'Lee', email: 'long@example.com', password: passphrase });
    expect((await login('long@example.com', passphrase)).statusCode).toBe(200);
  });
});

describe('the same password typed on another keyboard', () => {
  // 'é' typed as one character (NFC) on one keyboard, as 'e' and a combining accent (NFD) on another;
  // full-width letters from an East Asian input method.
  const composed = 'crème brûlée at noon';
  const decomposed = composed.normalize('NFD');
  const fullWidth = 'ｃｒèｍｅ ｂｒûｌéｅ ａｔ ｎｏｏｎ';

  it('signs in whichever form was typed at registration or at sign-in', async () => {
    expect(decomposed).not.toBe(composed);
    await harness.createTrainer({
      name: 'Amé',
      email: 'accents@example.com',
      password: decomposed,
    });
    expect((await login('accents@example.com', composed)).statusCode).toBe(200);
    expect((await login('accents@example.com', decomposed)).statusCode).toBe(200);
    expect((await login('accents@example.com', fullWidth)).statusCode).toBe(200);
    expect((await login('accents@example.com', 'creme brulee at noon')).statusCode).toBe(401);
  });

  it('keeps a hash made before passwords were normalised working, and renews it in NFKC', async () => {
    // As the service stored it until now: the password hashed exactly as typed (here NFD).
    const legacyHash = await argon2.hash(decomposed, { type: argon2.argon2id });
    await harness.query(`UPDATE auth.users SET "passwordHash" = $1 WHERE id = $2 RETURNING id`, [
      legacyHash,
      trainer._id,
    ]);
    expect((await login('tina@example.com', composed)).statusCode).toBe(401);
    expect((await login('tina@example.com', decomposed)).statusCode).toBe(200);

    const [renewed] = await harness.query<{ passwordHash: string }>(
      `SELECT "passwordHash" FROM auth.users WHERE id = $1`,
      [trainer._id],
    );
    expect(renewed!.passwordHash).not.toBe(legacyHash);
    expect(await argon2.verify(renewed!.passwordHash, composed)).toBe(true);
    expect((await login('tina@example.com', composed)).statusCode).toBe(200);
    expect((await login('tina@example.com', fullWidth)).statusCode).toBe(200);
  });
});
