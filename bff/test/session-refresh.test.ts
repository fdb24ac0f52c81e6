import { verifyIdentity } from '@studio/service-kit/identity-token';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashSessionToken } from '../src/session/session-token.js';
import { internalSecret, startBff, type RunningBff } from './support/bff.js';
import { call, sessionCookieFrom, type CallResult } from './support/client.js';
import { startFakeAuth, type FakeAuth } from './support/fake-auth.js';
import { sendJson, startUpstream, type TestUpstream } from './support/upstream.js';

let auth: FakeAuth;
let customer: TestUpstream;
let training: TestUpstream;
let bff: RunningBff;

beforeAll(async () => {
  auth = await startFakeAuth(internalSecret);
  customer = await startUpstream();
  // A service whose answer names a user other than the one it asks to refresh.
  training = await startUpstream((request, res) => {
    const askedFor = new URL(request.url ?? '/', 'http://x').searchParams.get('refresh') ?? '';
    sendJson(
      res,
      200,
      {
        user: {
          _id: '00000000-0000-4000-8000-000000000000',
          name: 'Somebody Else',
          email: 'else@example.com',
          role: 'trainer',
          dateCreated: new Date().toISOString(),
          lastEdited: null,
        },
      },
      { 'x-studio-refresh-sessions': askedFor },
    );
  });
  bff = await startBff({
    AUTH_URL: auth.url,
    CUSTOMER_URL: customer.url,
    TRAINING_URL: training.url,
  });
});

afterAll(async () => {
  await bff?.close();
  await Promise.all([auth?.close(), customer?.close(), training?.close()]);
});

const register = (name: string, email: string, role: 'admin' | 'trainer') =>
  call(bff.url, '/api/register', { body: { name, email, password: `${name} password`, role } });

const tokenOf = (result: CallResult) => (result.body as { token: string }).token;
const userIdOf = (result: CallResult) => (result.body as { user: { _id: string } }).user._id;

/** The name a service is told, read from the identity token the BFF sends it for this session. */
async function nameServicesSee(token: string): Promise<string | undefined> {
  const answer = await call(bff.url, '/api/customers', { bearer: token });
  expect(answer.status).toBe(200);
  const identity = await verifyIdentity(
    String(customer.requests.at(-1)?.headers['x-studio-identity']),
    internalSecret,
  );
  return identity?.kind === 'user' ? identity.name : undefined;
}

const storedSession = async (token: string) => {
  const key = `${bff.prefix}sess:${hashSessionToken(token)}`;
  const stored = await bff.redis.get(key);
  return {
    data: stored ? (JSON.parse(stored) as Record<string, string>) : null,
    ttl: await bff.redis.ttl(key),
  };
};

it("puts a renamed user's new name and email in every one of their sessions and strips the header", async () => {
  const admin = tokenOf(await register('Ada', 'ada@example.com', 'admin'));
  const registered = await register('Tina', 'tina@example.com', 'trainer');
  const tinaId = userIdOf(registered);
  const tinaCookie = sessionCookieFrom(registered);
  const tinaToken = tokenOf(registered);
  const tinaElsewhere = tokenOf(
    await call(bff.url, '/api/login', {
      body: { email: 'tina@example.com', password: 'Tina password' },
    }),
  );
  const bystander = tokenOf(await register('Bob', 'bob@example.com', 'trainer'));
  expect(await nameServicesSee(tinaElsewhere)).toBe('Tina');

  const edit = await call(bff.url, `/api/users/${tinaId}`, {
    method: 'PUT',
    bearer: admin,
    body: { name: 'Tina Tan', email: 'tina.tan@example.com' },
  });

  expect(edit.status).toBe(200);
  expect(edit.headers.get('x-studio-refresh-sessions')).toBeNull();
  expect(edit.body).toEqual({
    user: expect.objectContaining({ _id: tinaId, name: 'Tina Tan', email: 'tina.tan@example.com' }),
  });
  for (const token of [tinaToken, tinaElsewhere]) {
    expect(await nameServicesSee(token)).toBe('Tina Tan');
    const { data, ttl } = await storedSession(token);
    expect(data).toMatchObject({
      userId: tinaId,
      role: 'trainer',
      name: 'Tina Tan',
      email: 'tina.tan@example.com',
    });
    expect(ttl).toBeGreaterThan(7 * 24 * 3600 - 60);
  }
  const byCookie = await call(bff.url, '/api/profile', { cookie: tinaCookie });
  expect(byCookie.body).toMatchObject({ name: 'Tina Tan', email: 'tina.tan@example.com' });
  expect(await nameServicesSee(admin)).toBe('Ada');
  expect(await nameServicesSee(bystander)).toBe('Bob');
});

it('changes no session when the answer does not hold the user it names', async () => {
  const registered = await register('Nina', 'nina@example.com', 'trainer');
  const answer = await call(bff.url, `/api/training?refresh=${userIdOf(registered)}`, {
    bearer: tokenOf(registered),
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-studio-refresh-sessions')).toBeNull();
  expect((answer.body as { user: { name: string } }).user.name).toBe('Somebody Else');
  expect(await nameServicesSee(tokenOf(registered))).toBe('Nina');
  expect((await storedSession(tokenOf(registered))).data).toMatchObject({
    email: 'nina@example.com',
  });
});
