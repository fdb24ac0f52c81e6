import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorMessageOf, type ApiResponse } from '../src/api-client.js';
import { startInProcessPortal, type InProcessPortal } from '../src/in-process-portal.js';
import { hostileTexts } from '../src/schema-arbitraries.js';
import { ServiceRequestLog } from '../src/service-request-log.js';
import { createStaff, createTrainer, type Staff } from '../src/staff.js';
import { StudioData } from '../src/studio-data.js';

let portal: InProcessPortal;
let api: ApiClient;
let staff: Staff;
let data: StudioData;
const serviceRequests = new ServiceRequestLog();

beforeAll(async () => {
  portal = await startInProcessPortal({ trustForwardedFor: true, requestLog: serviceRequests });
  api = new ApiClient(portal.bffUrl, portal.publicBaseUrl, { distinctClientIps: true });
  staff = await createStaff(api);
  data = new StudioData(api, staff);
});
afterAll(async () => {
  await portal?.stop();
});

/** A refusal as the contract says: a 4xx with `{ error }`. */
function expectRefused(answer: ApiResponse, status?: number) {
  if (status !== undefined) expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  expect(errorMessageOf(answer), JSON.stringify(answer.body)).toEqual(expect.any(String));
}

// One route the BFF answers itself and one it forwards, for each kind of bad body.
// The BFF's own routes take JSON only (415 otherwise, docs/architecture.md); a service may parse
// text/plain (Fastify's default parser) and then refuse the body as not an object (400).
const targets = [
  {
    name: 'the BFF (login)',
    method: 'POST',
    path: '/api/login',
    signedIn: false,
    otherMediaType: 415,
  },
  {
    name: 'a service (new customer)',
    method: 'POST',
    path: '/api/customers',
    signedIn: true,
    otherMediaType: undefined,
  },
] as const;

describe.each(targets)('bodies sent to $name', ({ method, path, signedIn, otherMediaType }) => {
  const token = () => (signedIn ? staff.admin.token : undefined);

  it('refuses a body over 100 KB with 413', async () => {
    const huge = JSON.stringify({
      name: 'x'.repeat(150 * 1024),
      email: 'a@example.com',
      password: 'x',
    });
    expectRefused(await api.call(method, path, { token: token(), rawBody: huge }), 413);
  });

  it('refuses a body over 100 KB sent in chunks without a length', async () => {
    const chunk = new TextEncoder().encode(`"${'y'.repeat(16 * 1024)}",`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"padding":['));
        if (sent < 10) controller.enqueue(chunk);
        else {
          controller.enqueue(new TextEncoder().encode('"end"]}'));
          controller.close();
        }
        sent += 1;
      },
    });
    const response = await fetch(`${portal.bffUrl}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'studio-web',
        Origin: portal.publicBaseUrl,
        ...(token() ? { Authorization: `Bearer ${token()}` } : {}),
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const body = (await response.json()) as unknown;
    expectRefused({ status: response.status, headers: response.headers, body }, 413);
  });

  it('refuses deeply nested JSON without failing', async () => {
    const depth = 20_000;
    expectRefused(
      await api.call(method, path, {
        token: token(),
        rawBody: `${'['.repeat(depth)}${']'.repeat(depth)}`,
      }),
    );
    const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    expectRefused(await api.call(method, path, { token: token(), rawBody: deepObject }));
  });

  it('refuses malformed JSON with 400', async () => {
    for (const rawBody of ['{"name": "x",', '{name: 1}', 'null', '"text"', '', '\u0000']) {
      const answer = await api.call(method, path, { token: token(), rawBody });
      expectRefused(answer);
    }
  });

  it('refuses other content types', async () => {
    const bodies = [
      { contentType: 'text/plain', rawBody: '{"name":"x"}' },
      { contentType: 'application/x-www-form-urlencoded', rawBody: 'name=x&email=a%40example.com' },
      {
        contentType: 'multipart/form-data; boundary=b',
        rawBody: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--',
      },
      { contentType: 'application/xml', rawBody: '<name>x</name>' },
    ];
    for (const { contentType, rawBody } of bodies) {
      expectRefused(
        await api.call(method, path, { token: token(), rawBody, contentType }),
        otherMediaType,
      );
    }
  });
});

describe('hostile bodies from a signed-out caller to a protected route', () => {
  const hostileBodies = [
    { name: 'a body over 100 KB', rawBody: JSON.stringify({ name: 'x'.repeat(150 * 1024) }) },
    { name: 'deeply nested JSON', rawBody: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
    { name: 'malformed JSON', rawBody: '{"name": "x",' },
    { name: 'fields the schema refuses', rawBody: '{"name":42,"role":"admin","ic":"<b>"}' },
    { name: 'another content type', rawBody: '<name>x</name>', contentType: 'application/xml' },
  ];

  it.each(hostileBodies)(
    '$name: 401 from the BFF, and no service parses it',
    async ({ rawBody, contentType }) => {
      for (const [method, path] of [
        ['POST', '/api/customers'],
        ['PUT', `/api/training/${randomUUID()}`],
        ['POST', '/api/payments'],
      ] as const) {
        const answer = await api.call(method, path, { rawBody, contentType });
        expectRefused(answer, 401);
        expect(answer.body).toEqual({ error: 'Please sign in to continue.' });
        const requestId = answer.headers.get('x-request-id');
        expect(requestId).toEqual(expect.any(String));
        expect(serviceRequests.madeFor(requestId!)).toEqual([]);
      }
    },
  );
});

describe('hostile text in text fields', () => {
  const storable = hostileTexts.filter((text) => !text.includes('\u0000'));

  it('is stored and given back as the same text, as JSON, never as markup', async () => {
    for (const text of storable) {
      const created = await api.call('POST', '/api/customers', {
        token: staff.admin.token,
        body: { ...data.customerFields(staff.trainerA), name: text, sex: text.slice(0, 20) },
      });
      expect(created.status, `${text}: ${JSON.stringify(created.body)}`).toBe(201);
      const { _id } = created.body as { _id: string };

      const read = await api.call('GET', `/api/customers/${_id}`, { token: staff.trainerA.token });
      expect(read.headers.get('content-type')).toMatch(/^application\/json/);
      expect(read.headers.get('x-content-type-options')).toBe('nosniff');
      expect(read.body).toMatchObject({ name: text, sex: text.slice(0, 20) });

      const list = await api.call('GET', '/api/customers', { token: staff.trainerA.token });
      expect(
        (list.body as { _id: string; name: string }[]).find((customer) => customer._id === _id)
          ?.name,
      ).toBe(text);
    }
  });

  it('is kept as given in staff names and adjustment reasons', async () => {
    const customerId = await data.customerOf(staff.trainerA);
    for (const text of storable.filter((candidate) => candidate.length >= 3)) {
      const trainer = await createTrainer(api, staff.admin, 'Hostile');
      const renamed = await api.call('PUT', `/api/users/${trainer.id}`, {
        token: staff.admin.token,
        body: { name: text },
      });
      expect(renamed.status, `${text}: ${JSON.stringify(renamed.body)}`).toBe(200);
      const users = await api.call('GET', '/api/users', { token: staff.admin.token });
      expect(
        (users.body as { _id: string; name: string }[]).find((user) => user._id === trainer.id)
          ?.name,
      ).toBe(text);

      const adjusted = await api.call('POST', `/api/customers/${customerId}/adjustments`, {
        token: staff.admin.token,
        body: { delta: 1, reason: text },
      });
      expect(adjusted.status, `${text}: ${JSON.stringify(adjusted.body)}`).toBe(200);
    }
  });

  // PostgreSQL cannot store U+0000 in text or jsonb: it must be refused before it reaches it.
  it.each([
    {
      field: 'a customer name',
      send: () =>
        api.call('POST', '/api/customers', {
          token: staff.admin.token,
          body: { ...data.customerFields(staff.trainerA), name: 'nul\u0000inside' },
        }),
    },
    {
      field: 'a staff name',
      send: async () => {
        const trainer = await createTrainer(api, staff.admin, 'Nul');
        return api.call('PUT', `/api/users/${trainer.id}`, {
          token: staff.admin.token,
          body: { name: 'nul\u0000inside' },
        });
      },
    },
    {
      field: 'a registering name',
      send: () =>
        api.call('POST', '/api/register', {
          body: {
            name: 'nul\u0000inside',
            email: `nul.${Date.now()}@example.com`,
            password: 'long enough password',
            role: 'trainer',
          },
        }),
    },
    {
      field: 'an adjustment reason',
      send: async () =>
        api.call('POST', `/api/customers/${await data.customerOf(staff.trainerA)}/adjustments`, {
          token: staff.admin.token,
          body: { delta: 1, reason: 'nul\u0000inside' },
        }),
    },
  ])(
    'with a NUL character in $field is refused as a 4xx, not a database failure',
    async ({ send }) => {
      expectRefused(await send());
    },
  );

  it('leaves every table in place', async () => {
    for (const path of [
      '/api/customers',
      '/api/training',
      '/api/payments',
      '/api/users',
      '/api/unclaimedtraining',
    ]) {
      expect((await api.call('GET', path, { token: staff.admin.token })).status, path).toBe(200);
    }
  });
});
