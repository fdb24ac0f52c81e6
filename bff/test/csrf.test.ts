import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalSecret, publicOrigin, startBff, type RunningBff } from './support/bff.js';
import { call, sessionCookieFrom } from './support/client.js';
import { startFakeAuth, type FakeAuth } from './support/fake-auth.js';
import { startUpstream, type TestUpstream } from './support/upstream.js';

let auth: FakeAuth;
let customers: TestUpstream;
let bff: RunningBff;
let cookie: string;
let token: string;

const credentials = { email: 'csrf@example.com', password: 'a fine password' };

beforeAll(async () => {
  auth = await startFakeAuth(internalSecret);
  customers = await startUpstream();
  bff = await startBff({ AUTH_URL: auth.url, CUSTOMER_URL: customers.url });
  const registered = await call(bff.url, '/api/register', {
    body: { name: 'Csrf Tester', role: 'trainer', ...credentials },
  });
  cookie = sessionCookieFrom(registered);
  token = (registered.body as { token: string }).token;
});

afterAll(async () => {
  await bff.close();
  await customers.close();
  await auth.close();
});

const newCustomer = JSON.stringify({ name: 'Carol' });

describe('a state-changing request authenticated by cookie', () => {
  it('is forwarded with the X-Requested-With marker and our Origin', async () => {
    const before = customers.requests.length;
    const result = await call(bff.url, '/api/customers', { cookie, body: newCustomer });
    expect(result.status).toBe(200);
    expect(customers.requests.length).toBe(before + 1);
  });

  it('is forwarded with the marker and Sec-Fetch-Site: same-origin when the browser sent no Origin', async () => {
    const result = await call(bff.url, '/api/customers', {
      cookie,
      body: newCustomer,
      headers: {
        'x-requested-with': 'studio-web',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
    });
    expect(result.status).toBe(200);
  });

  it.each([
    ['without X-Requested-With', { origin: publicOrigin, 'content-type': 'application/json' }],
    [
      'with another X-Requested-With value',
      {
        'x-requested-with': 'XMLHttpRequest',
        origin: publicOrigin,
        'content-type': 'application/json',
      },
    ],
    [
      'from another origin',
      {
        'x-requested-with': 'studio-web',
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
    ],
    [
      'from a cross-site page (Sec-Fetch-Site)',
      {
        'x-requested-with': 'studio-web',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
      },
    ],
    [
      'with neither Origin nor Sec-Fetch-Site',
      { 'x-requested-with': 'studio-web', 'content-type': 'application/json' },
    ],
  ])('is refused 403 { error } %s and never reaches the service', async (_case, headers) => {
    const before = customers.requests.length;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const result = await call(bff.url, '/api/customers/1', {
        method,
        cookie,
        body: newCustomer,
        headers,
      });
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ error: expect.any(String) });
    }
    expect(customers.requests.length).toBe(before);
  });

  it('is refused for logout without the marker, leaving the session alive', async () => {
    const result = await call(bff.url, '/api/logout', {
      method: 'POST',
      cookie,
      headers: { origin: publicOrigin },
    });
    expect(result.status).toBe(403);
    expect((await call(bff.url, '/api/profile', { cookie })).status).toBe(200);
  });
});

describe('requests that need no CSRF proof', () => {
  it('reads (GET) with the cookie alone', async () => {
    const result = await call(bff.url, '/api/customers', { cookie, headers: {} });
    expect(result.status).toBe(200);
  });

  it('writes with a Bearer token and no browser headers at all', async () => {
    const result = await call(bff.url, '/api/customers', {
      bearer: token,
      body: newCustomer,
      headers: { 'content-type': 'application/json' },
    });
    expect(result.status).toBe(200);
  });

  it("forwards a mail client's one-click unsubscribe, with neither the marker nor the visitor's identity", async () => {
    const before = customers.requests.length;
    const result = await call(bff.url, '/api/unsubscribe/customer-id_signature', {
      cookie,
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(result.status).toBe(200);
    const forwarded = customers.requests[before]!;
    expect(forwarded).toMatchObject({
      method: 'POST',
      url: '/api/unsubscribe/customer-id_signature',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forwarded.headers['x-studio-identity']).toBeUndefined();
    expect(forwarded.headers.cookie).toBeUndefined();
  });
});

describe("a START NOW link's ping (<a ping>), which cannot carry the marker", () => {
  const pingPath = '/api/public/events/whatsapp-click';
  /** What chromium sends for a ping (checked against its real requests in the e2e test). */
  const pingHeaders = {
    'content-type': 'text/ping',
    'ping-from': `${publicOrigin}/?utm_source=instagram`,
    'ping-to': 'https://wa.me/6591234567',
  };

  it("is forwarded from the portal's own page without the marker, with neither cookie nor identity", async () => {
    const sameOrigin: Record<string, string>[] = [
      { origin: publicOrigin },
      { 'sec-fetch-site': 'same-origin' },
    ];
    for (const from of sameOrigin) {
      const before = customers.requests.length;
      const result = await call(bff.url, pingPath, {
        cookie,
        body: 'PING',
        headers: { ...pingHeaders, ...from },
      });
      expect(result.status).toBe(200);
      const forwarded = customers.requests[before]!;
      expect(forwarded).toMatchObject({ method: 'POST', url: pingPath, body: 'PING' });
      expect(forwarded.headers['ping-from']).toBe(pingHeaders['ping-from']);
      expect(forwarded.headers['ping-to']).toBe(pingHeaders['ping-to']);
      expect(forwarded.headers['x-studio-identity']).toBeUndefined();
      expect(forwarded.headers.cookie).toBeUndefined();
    }
  });

  it.each([
    ['from a cross-site page', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['from another origin', { origin: 'https://evil.example' }],
    ['from a same-site page of another origin', { 'sec-fetch-site': 'same-site' }],
    ['with neither Origin nor Sec-Fetch-Site', {}],
  ])('is refused 403 { error } %s and never reaches the service', async (_case, from) => {
    const before = customers.requests.length;
    const result = await call(bff.url, pingPath, {
      body: 'PING',
      headers: { ...pingHeaders, ...from },
    });
    expect(result.status).toBe(403);
    expect(result.body).toEqual({ error: 'This request must come from the portal itself.' });
    expect(customers.requests.length).toBe(before);
  });

  it('exempts only the ping route: the JSON events route still asks for the marker', async () => {
    const before = customers.requests.length;
    const result = await call(bff.url, '/api/public/events', {
      body: { type: 'whatsapp-click', page: '/' },
      headers: { origin: publicOrigin, 'content-type': 'application/json' },
    });
    expect(result.status).toBe(403);
    expect(customers.requests.length).toBe(before);
  });
});

describe('a request carrying both a cookie and a Bearer header', () => {
  it('is authenticated by the Bearer token only, so a forged Bearer cannot ride on the cookie', async () => {
    const before = customers.requests.length;
    const result = await call(bff.url, '/api/customers', {
      cookie,
      bearer: 'F'.repeat(43),
      body: newCustomer,
      headers: { 'content-type': 'application/json' },
    });
    expect(result.status).toBe(401);
    expect(customers.requests.length).toBe(before);
  });
});

describe('login CSRF', () => {
  it('refuses login and register without the marker or from another origin', async () => {
    const foreign = {
      'x-requested-with': 'studio-web',
      origin: 'https://evil.example',
      'content-type': 'application/json',
    };
    const unmarked = { origin: publicOrigin, 'content-type': 'application/json' };
    for (const headers of [foreign, unmarked]) {
      const login = await call(bff.url, '/api/login', { body: credentials, headers });
      const register = await call(bff.url, '/api/register', {
        body: {
          name: 'Forged',
          email: 'forged@example.com',
          password: 'forged password',
          role: 'trainer',
        },
        headers,
      });
      expect(login.status).toBe(403);
      expect(login.setCookies).toEqual([]);
      expect(register.status).toBe(403);
    }
    expect(auth.users.has('forged@example.com')).toBe(false);
  });

  it('keeps the rule on the public forgot- and reset-password routes: only a signed link is exempt', async () => {
    const unmarked = { origin: publicOrigin, 'content-type': 'application/json' };
    const forgot = await call(bff.url, '/api/forgot-password', {
      body: { email: 'someone@example.com' },
      headers: unmarked,
    });
    const reset = await call(bff.url, '/api/reset-password/some-token', {
      body: { newPassword: 'a new password' },
      headers: unmarked,
    });
    expect(forgot.status).toBe(403);
    expect(reset.status).toBe(403);
  });
});
