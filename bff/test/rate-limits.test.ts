import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { internalSecret, publicOrigin, startBff, type RunningBff } from './support/bff.js';
import { call } from './support/client.js';
import { startFakeAuth, type FakeAuth } from './support/fake-auth.js';

let auth: FakeAuth;
let bff: RunningBff;

const owner = {
  name: 'Olga Owner',
  email: 'olga@example.com',
  password: 'olga password',
  role: 'trainer',
};

beforeEach(async () => {
  auth = await startFakeAuth(internalSecret);
  // Trusting the loopback proxy lets each test choose its client address with X-Forwarded-For.
  bff = await startBff({ AUTH_URL: auth.url, TRUST_PROXY: 'loopback' });
  await call(bff.url, '/api/register', { body: owner, headers: fromAddress('127.21.0.1', true) });
});

afterEach(async () => {
  await bff.close();
  await auth.close();
});

function fromAddress(ip: string, withJson = false): Record<string, string> {
  return {
    'x-requested-with': 'studio-web',
    origin: publicOrigin,
    'x-forwarded-for': ip,
    ...(withJson ? { 'content-type': 'application/json' } : {}),
  };
}

const login = (password: string, ip = '127.22.0.5', email = owner.email) =>
  call(bff.url, '/api/login', { body: { email, password }, headers: fromAddress(ip, true) });

const tooMany = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;

describe('login', () => {
  it('after ten wrong passwords from strangers, a client the account does not know waits, even with the right password', async () => {
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await login('wrong', `127.22.0.${attempt}`)).status).toBe(401);

    const blocked = await login(owner.password, '127.22.0.99');

    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      error: 'Too many attempts. Please wait 1 minute and try again.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(blocked.setCookies).toEqual([]);
  });

  it('counts per account: another account still signs in', async () => {
    await call(bff.url, '/api/register', {
      body: { ...owner, email: 'other@example.com' },
      headers: fromAddress('127.21.0.2', true),
    });
    for (let attempt = 1; attempt <= 10; attempt++) await login('wrong', `127.22.0.${attempt}`);
    expect((await login(owner.password, '127.22.0.50', 'other@example.com')).status).toBe(200);
  });

  it('gives one client five attempts at an account, then makes it wait', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) expect((await login('wrong')).status).toBe(401);
    const waiting = await login(owner.password);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    // Another client of the account is not slowed by this one.
    expect((await login(owner.password, '127.22.0.6')).status).toBe(200);
  });

  it("forgets a client's earlier failures after it signs in", async () => {
    for (let attempt = 1; attempt <= 4; attempt++) await login('wrong');
    expect((await login(owner.password)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await login('wrong')).status).toBe(401);
  });

  it('limits attempts from one address across accounts', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 31; attempt++) {
      statuses.push((await login('wrong', '127.22.0.77', `someone${attempt}@example.com`)).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('forwarded account routes', () => {
  it('forgot-password: the 6th request from one address within 15 minutes is 429 and not forwarded', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const result = await call(bff.url, '/api/forgot-password', {
        body: { email: owner.email },
        headers: fromAddress('127.20.0.10', true),
      });
      statuses.push(result.status);
    }
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]); // the stand-in auth has no such route
    expect(statuses[5]).toBe(429);
    expect(auth.requests.filter((request) => request.url === '/api/forgot-password')).toHaveLength(
      5,
    );

    const elsewhere = await call(bff.url, '/api/forgot-password', {
      body: { email: owner.email },
      headers: fromAddress('127.20.0.11', true),
    });
    expect(elsewhere.status).toBe(404);
  });

  it('reset-password: the 11th request from one address is 429 with the message and Retry-After', async () => {
    let last = await call(bff.url, '/api/reset-password/abc', {
      body: { newPassword: 'n' },
      headers: fromAddress('127.20.0.20', true),
    });
    for (let attempt = 2; attempt <= 11; attempt++) {
      last = await call(bff.url, `/api/reset-password/t${attempt}`, {
        body: { newPassword: 'n' },
        headers: fromAddress('127.20.0.20', true),
      });
    }
    expect(last.status).toBe(429);
    expect(last.body).toEqual({ error: expect.stringMatching(tooMany) });
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('register', () => {
  it('the 11th registration from one address within an hour is 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      const result = await call(bff.url, '/api/register', {
        body: { ...owner, email: `new${attempt}@example.com` },
        headers: fromAddress('127.20.0.30', true),
      });
      statuses.push(result.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(auth.users.has('new11@example.com')).toBe(false);
  });
});
