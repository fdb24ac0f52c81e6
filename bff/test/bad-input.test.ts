import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalSecret, publicOrigin, startBff, type RunningBff } from './support/bff.js';
import { call } from './support/client.js';
import { startFakeAuth, type FakeAuth } from './support/fake-auth.js';
import { startUpstream, type TestUpstream } from './support/upstream.js';

let auth: FakeAuth;
let customer: TestUpstream;
let bff: RunningBff;

beforeAll(async () => {
  auth = await startFakeAuth(internalSecret);
  customer = await startUpstream();
  bff = await startBff({ AUTH_URL: auth.url, CUSTOMER_URL: customer.url });
});

afterAll(async () => {
  await bff.close();
  await customer.close();
  await auth.close();
});

const browser = { 'x-requested-with': 'studio-web', origin: publicOrigin };
const json = { ...browser, 'content-type': 'application/json' };
const validRegistration = {
  name: 'Val Id',
  email: 'val@example.com',
  password: 'long enough',
  role: 'trainer',
};

describe.each(['/api/login', '/api/register'])('bad input to %s', (path) => {
  it.each([
    ['an empty object', {}, /Missing required field/],
    [
      'a bad email',
      { ...validRegistration, email: 'not-an-email' },
      /email must be a valid email address/,
    ],
    ['an unknown field', { ...validRegistration, isAdmin: true }, /Unknown fields?: .*isAdmin/],
    ['a number where text belongs', { ...validRegistration, password: 12345678 }, /password/],
    ['an array instead of an object', [1, 2], /must be object/],
  ])('%s: 400 { error } naming the problem, auth never asked', async (_case, body, message) => {
    const before = auth.requests.length;
    const result = await call(bff.url, path, { body });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: expect.stringMatching(message) });
    expect(auth.requests.length).toBe(before);
  });

  it('malformed JSON: 400 { error }', async () => {
    const result = await call(bff.url, path, { body: '{"email": "a@b.c", ', headers: json });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('a body over 100 KB (1 MB): 413 { error }', async () => {
    const result = await call(bff.url, path, {
      body: { ...validRegistration, name: 'x'.repeat(1024 * 1024) },
    });
    expect(result.status).toBe(413);
    expect(result.body).toEqual({ error: expect.stringContaining('too large') });
  });

  it('not JSON: 415 { error }', async () => {
    const form = await call(bff.url, path, {
      body: 'email=a%40b.c&password=x',
      headers: { ...browser, 'content-type': 'application/x-www-form-urlencoded' },
    });
    const text = await call(bff.url, path, {
      body: 'hello',
      headers: { ...browser, 'content-type': 'text/plain' },
    });
    expect(form.status).toBe(415);
    expect(text.status).toBe(415);
    expect(form.body).toEqual({ error: expect.any(String) });
  });

  it('no body at all: 400 { error }', async () => {
    const result = await call(bff.url, path, { method: 'POST', headers: browser });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: expect.any(String) });
  });
});

describe('bad input elsewhere', () => {
  it('register: an unknown role or a too-short password is 400', async () => {
    const role = await call(bff.url, '/api/register', {
      body: { ...validRegistration, role: 'owner' },
    });
    const short = await call(bff.url, '/api/register', {
      body: { ...validRegistration, password: 'short' },
    });
    expect(role.status).toBe(400);
    expect(short.status).toBe(400);
  });

  it('a forwarded request declaring more than 100 KB: 413 before it reaches the service', async () => {
    const before = customer.requests.length;
    const result = await call(bff.url, '/api/customers', {
      bearer: await bff.signIn(),
      body: { note: 'x'.repeat(200 * 1024) },
    });
    expect(result.status).toBe(413);
    expect(result.body).toEqual({ error: expect.any(String) });
    expect(customer.requests.length).toBe(before);
  });

  it.each(['/api/me/photos', '/api/customers/00000000-0000-4000-8000-000000000000/photos'])(
    'a photo upload to %s may be up to 10 MB, and no more; the route beside it keeps 100 KB',
    async (path) => {
      const bearer = await bff.signIn();
      const upload = (bytes: number) =>
        call(bff.url, path, {
          bearer,
          body: 'x'.repeat(bytes),
          headers: { ...browser, 'content-type': 'multipart/form-data; boundary=x' },
        });
      const before = customer.requests.length;
      expect((await upload(6 * 1024 * 1024)).status).not.toBe(413);
      expect(customer.requests.length).toBe(before + 1);
      expect((await upload(11 * 1024 * 1024)).status).toBe(413);
      expect(customer.requests.length).toBe(before + 1);
      const beside = await call(bff.url, '/api/customers/00000000-0000-4000-8000-000000000000', {
        bearer,
        method: 'PUT',
        body: { note: 'x'.repeat(200 * 1024) },
      });
      expect(beside.status).toBe(413);
    },
  );

  it('GET on a BFF-only route is 404 { error }', async () => {
    const result = await call(bff.url, '/api/login');
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ error: expect.any(String) });
  });
});
