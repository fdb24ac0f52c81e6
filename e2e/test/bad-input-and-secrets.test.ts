import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from '../src/portal.js';

// Through the whole product as a client sees it: the edge, the BFF, the services. The secrets are
// distinctive so a search of every process's log finds them if any line carries them.
const admin = {
  name: 'Sam Secret',
  email: 'sam.secret@example.com',
  password: 'Pw-9f2c1e7a-never-logged',
};
const trainer = {
  name: 'Tia Trainer',
  email: 'tia@example.com',
  password: 'Pw-44d0b3c8-never-logged',
};
const ic = 'S7654321Z';

let portal: Portal;
const tokens: string[] = [];

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.stop());

async function call(
  path: string,
  init: { method?: string; body?: string; json?: unknown; token?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${portal.url}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Requested-With': 'studio-web',
      Origin: portal.url,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the assertions below say so
  }
  return { status: response.status, body };
}

describe('bad input to register and login', () => {
  const cases: [string, string, { body?: string; json?: unknown }][] = [
    ['register without fields', '/api/register', { json: {} }],
    [
      'register with a bad email',
      '/api/register',
      { json: { ...trainer, email: 'not-an-email', role: 'trainer' } },
    ],
    [
      'register with an unknown field',
      '/api/register',
      { json: { ...trainer, role: 'trainer', isAdmin: true } },
    ],
    [
      'register with a 1 MB body',
      '/api/register',
      { json: { ...trainer, role: 'trainer', name: 'x'.repeat(1024 * 1024) } },
    ],
    ['register with broken JSON', '/api/register', { body: '{"name": "x",' }],
    ['login without a password', '/api/login', { json: { email: admin.email } }],
    ['login with a bad email', '/api/login', { json: { email: 'nobody', password: 'whatever' } }],
    [
      'login with an unknown field',
      '/api/login',
      { json: { email: admin.email, password: 'x', role: 'admin' } },
    ],
    [
      'login with a 1 MB body',
      '/api/login',
      { json: { email: admin.email, password: 'p'.repeat(1024 * 1024) } },
    ],
  ];

  it.each(cases)('%s answers 4xx with { error }', async (_name, path, request) => {
    const { status, body } = await call(path, request);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body).toEqual({ error: expect.any(String) });
  });
});

describe('what the logs hold', () => {
  it('never a password, a session token or an IC number, across every process', async () => {
    const registered = await call('/api/register', { json: { ...admin, role: 'admin' } });
    expect(registered.status).toBe(201);
    const adminToken = (registered.body as { token: string }).token;
    tokens.push(adminToken);

    const wrongPassword = await call('/api/login', {
      json: { email: admin.email, password: `${admin.password}-wrong` },
    });
    expect(wrongPassword).toEqual({ status: 401, body: { error: expect.any(String) } });
    const loggedIn = await call('/api/login', {
      json: { email: admin.email, password: admin.password },
    });
    expect(loggedIn.status).toBe(200);
    tokens.push((loggedIn.body as { token: string }).token);

    const created = await call('/api/admin/users', {
      json: { ...trainer, role: 'trainer' },
      token: adminToken,
    });
    expect(created.status).toBe(201);
    const trainerId = (created.body as { user: { _id: string } }).user._id;
    const customer = await call('/api/customers', {
      token: adminToken,
      json: {
        name: 'Ivy Ic',
        email: 'ivy@example.com',
        phone: '91234567',
        dateOfBirth: '1990-01-31',
        ic,
        sex: 'Female',
        trainerID: trainerId,
      },
    });
    expect(customer.status).toBe(201);
    expect((customer.body as { ic: string }).ic).not.toBe(ic);
    const profile = await call('/api/profile', { method: 'GET', token: adminToken });
    expect(profile.status).toBe(200);
    expect((await call('/api/logout', { json: {}, token: adminToken })).status).toBeLessThan(300);

    const log = await portal.logText();
    expect(log).toContain('/api/login'); // the requests above were logged ...
    for (const secret of [admin.password, trainer.password, ic, ...tokens]) {
      expect(log.includes(secret), `the log holds ${secret.slice(0, 6)}…`).toBe(false); // ... without secrets
    }
  });
});
