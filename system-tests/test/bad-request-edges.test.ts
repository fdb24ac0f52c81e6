import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorMessageOf, type ApiResponse } from '../src/api-client.js';
import { ProcessPortal } from '../src/process-portal.js';
import { signedInCustomer, type CustomerMember } from '../src/signed-in-customer.js';
import { createStaff, type Staff } from '../src/staff.js';
import { StudioData } from '../src/studio-data.js';

// The findings of issue 28 about bad requests, each sent as exactly those bytes. The rule: a 4xx
// with `{ error }` in plain words, never a 5xx, never a dropped connection, and the next request
// of anyone else answered as usual.

let portal: ProcessPortal;
let api: ApiClient;
let staff: Staff;
let data: StudioData;
let customer: CustomerMember;

beforeAll(async () => {
  // Separate processes, as deployed: a body the BFF streams on meets a service in another process.
  portal = await ProcessPortal.create();
  portal.setEnv('bff', { TRUST_PROXY: 'true' });
  await portal.start('auth', 'customer', 'training', 'payment', 'bff');
  api = new ApiClient(portal.bffUrl, portal.settings.publicBaseUrl, { distinctClientIps: true });
  staff = await createStaff(api);
  data = new StudioData(api, staff);
  customer = await signedInCustomer(api, portal.settings, data, staff.trainerA);
});
afterAll(async () => {
  await portal?.stop();
});

function expectRefused(answer: ApiResponse, status: number, message?: RegExp) {
  const shown = JSON.stringify(answer.body);
  expect(answer.status, shown).toBe(status);
  expect(answer.headers.get('content-type'), shown).toMatch(/^application\/json/);
  expect(errorMessageOf(answer), shown).toEqual(
    message ? expect.stringMatching(message) : expect.any(String),
  );
}

/** The admin's customer list: what "the next request of anyone" is in these tests. */
async function expectOthersServed() {
  const answer = await api.call('GET', '/api/customers', {
    token: staff.admin.token,
    timeoutMs: 20_000,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/**
 * Sends `totalBytes` of a JSON body in 64 KB chunks with no Content-Length (Transfer-Encoding:
 * chunked), over node:http so the bytes on the wire are exactly these.
 */
function sendChunked(path: string, totalBytes: number): Promise<ApiResponse> {
  const url = new URL(path, portal.bffUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'studio-web',
        origin: portal.settings.publicBaseUrl,
        'transfer-encoding': 'chunked',
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: the assertion on the content type says so
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (typeof value === 'string') headers.set(name, value);
        resolve({ status: response.statusCode ?? 0, headers, body });
      });
    });
    const chunk = Buffer.from(`"${'z'.repeat(64 * 1024 - 3)}",`);
    request.write('{"padding":[');
    let sent = 0;
    const writeMore = () => {
      while (sent < totalBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', writeMore);
          return;
        }
      }
      request.end('"end"]}');
    };
    writeMore();
  });
}

describe('a large body sent in chunks without a length', () => {
  it('to a public forwarded route (2 MB): 413 { error }, and the next request of anyone is served', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await sendChunked('/api/unsubscribe/x_y', 2 * 1024 * 1024);
      expectRefused(answer, 413, /too large/);
      await expectOthersServed();
    }
  });

  it('to a rate-limited public route (2 MB): 413 { error }', async () => {
    const answer = await sendChunked('/api/forgot-password', 2 * 1024 * 1024);
    expectRefused(answer, 413, /too large/);
    await expectOthersServed();
  });
});

describe('a lone UTF-16 surrogate in a JSON string', () => {
  const loneSurrogate = (field: string, rest = '') => `{${rest}"${field}":"x\\ud800y"}`;

  it('in a new customer: 400 naming the field, nothing stored', async () => {
    const fields = data.customerFields(staff.trainerA);
    const { name: _name, ...others } = fields;
    const rest = JSON.stringify(others).slice(1, -1) + ',';
    const answer = await api.call('POST', '/api/customers', {
      token: staff.admin.token,
      rawBody: loneSurrogate('name', rest),
    });
    expectRefused(answer, 400, /name/);
    const list = await api.call('GET', '/api/customers', { token: staff.admin.token });
    expect(JSON.stringify(list.body)).not.toContain(fields.email);
  });

  it('in a customer edit, an adjustment reason and a booking-request decline: 400 naming the field', async () => {
    const customerId = await data.customerOf(staff.trainerA);
    expectRefused(
      await api.call('PUT', `/api/customers/${customerId}`, {
        token: staff.admin.token,
        rawBody: loneSurrogate('name'),
      }),
      400,
      /name/,
    );
    expectRefused(
      await api.call('POST', `/api/customers/${customerId}/adjustments`, {
        token: staff.admin.token,
        rawBody: loneSurrogate('reason', '"delta":1,'),
      }),
      400,
      /reason/,
    );
    const asked = await api.call('POST', '/api/me/booking-requests', {
      token: customer.token,
      body: { dateOfTraining: data.nextFutureDate() },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const requestId = (asked.body as { _id: string })._id;
    expectRefused(
      await api.call('POST', `/api/booking-requests/${requestId}/decline`, {
        token: staff.trainerA.token,
        rawBody: loneSurrogate('message'),
      }),
      400,
      /message/,
    );
  });

  it('in a sign-in sent to the BFF itself: 400 naming the field', async () => {
    expectRefused(
      await api.call('POST', '/api/login', {
        rawBody: '{"email":"a@example.com","password":"pass\\udc00word"}',
      }),
      400,
      /password/,
    );
  });
});

describe('bytes that are not UTF-8', () => {
  const invalid = Buffer.from([0xc3, 0x28, 0xff]);

  it('in a new customer: 400, not stored as U+FFFD', async () => {
    const fields = data.customerFields(staff.trainerA);
    const { name: _name, ...others } = fields;
    // {"name":"Bad <bytes>", ...the other fields}
    const body = Buffer.concat([
      Buffer.from('{"name":"Bad '),
      invalid,
      Buffer.from(`",${JSON.stringify(others).slice(1)}`),
    ]);
    const answer = await api.call('POST', '/api/customers', {
      token: staff.admin.token,
      rawBody: body,
    });
    expectRefused(answer, 400, /UTF-8/);
    const list = await api.call('GET', '/api/customers', { token: staff.admin.token });
    expect(JSON.stringify(list.body)).not.toContain(fields.email);
    expect(JSON.stringify(list.body)).not.toContain('\uFFFD');
  });

  it('in a sign-in sent to the BFF itself: 400', async () => {
    const body = Buffer.concat([
      Buffer.from('{"email":"a@example.com","password":"pass'),
      invalid,
      Buffer.from('word"}'),
    ]);
    expectRefused(await api.call('POST', '/api/login', { rawBody: body }), 400, /UTF-8/);
  });
});

describe('long addresses', () => {
  it.each([
    ['a 20 000-character query', `/api/customers?q=${'a'.repeat(20_000)}`],
    ['a 70 000-character query', `/api/customers?q=${'a'.repeat(70_000)}`],
    ['a 70 000-character path', `/api/customers/${'a'.repeat(70_000)}`],
  ])('%s: 414 { error }, and the next request is served', async (_case, path) => {
    expectRefused(await api.call('GET', path, { token: staff.admin.token }), 414, /address/);
    await expectOthersServed();
  });
});

describe('dates no studio could mean', () => {
  const farDates = ['0001-01-01', '9999-12-31'];

  it.each(farDates)('a session on %s: 400 naming the date', async (day) => {
    const customerID = await data.customerOf(staff.trainerA);
    for (const field of ['dateOfTraining', 'date']) {
      expectRefused(
        await api.call('POST', '/api/training', {
          token: staff.admin.token,
          body: { customerID, [field]: `${day}T10:00:00.000Z` },
        }),
        400,
        new RegExp(field),
      );
    }
    const trainingId = await data.trainingFor(customerID);
    expectRefused(
      await api.call('PUT', `/api/training/${trainingId}`, {
        token: staff.admin.token,
        body: { dateOfTraining: `${day}T10:00:00.000Z` },
      }),
      400,
      /dateOfTraining/,
    );
  });

  it.each(farDates)('a booking request on %s: 400 naming the date', async (day) => {
    expectRefused(
      await api.call('POST', '/api/me/booking-requests', {
        token: customer.token,
        body: { dateOfTraining: `${day}T10:00:00.000Z` },
      }),
      400,
      /dateOfTraining/,
    );
  });

  it.each(farDates)('a package extended to %s: 400 naming the date', async (day) => {
    const customerId = await data.customerOf(staff.trainerA);
    await data.paymentFor(customerId);
    const read = await api.call('GET', `/api/customers/${customerId}`, {
      token: staff.admin.token,
    });
    const { packageId } = (read.body as { paymentHistory: { packageId: string }[] })
      .paymentHistory[0]!;
    expectRefused(
      await api.call('POST', `/api/customers/${customerId}/packages/${packageId}/extend`, {
        token: staff.admin.token,
        body: { expiresOn: day, reason: 'far away' },
      }),
      400,
      /expiresOn/,
    );
  });

  it.each(farDates)('a trainer rate from %s: 400 naming the date', async (day) => {
    expectRefused(
      await api.call('POST', '/api/trainer-rates', {
        token: staff.admin.token,
        body: { trainerId: staff.trainerA.id, ratePerSessionCents: 5000, startsOn: day },
      }),
      400,
      /startsOn/,
    );
  });
});
