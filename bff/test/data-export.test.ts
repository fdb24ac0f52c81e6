import { randomUUID } from 'node:crypto';
import { recordSentMail } from '@studio/service-kit/sent-mail-log';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startBff, type RunningBff } from './support/bff.js';
import { call } from './support/client.js';
import { sendJson, startUpstream, type TestUpstream } from './support/upstream.js';

// The BFF's part of the data export (issue 28): the mails sent to the customer come from the
// mailer's record, and each account may export a few times an hour.

let bff: RunningBff;
let services: TestUpstream;
const customerId = randomUUID();
const customer = { _id: customerId, name: 'Casey Lim', email: 'Casey.Lim@example.com' };

beforeEach(async () => {
  // One stand-in answers every service's screen read: the profile, or an empty list.
  services = await startUpstream((request, res) =>
    request.url === `/api/customers/${customerId}`
      ? sendJson(res, 200, customer)
      : sendJson(res, 200, { items: [] }),
  );
  bff = await startBff({
    CUSTOMER_URL: services.url,
    TRAINING_URL: services.url,
    PAYMENT_URL: services.url,
  });
});

afterEach(async () => {
  await bff.close();
  await services.close();
});

const exportOf = (token: string, format = 'json') =>
  call(bff.url, `/api/customers/${customerId}/export?format=${format}`, { bearer: token });

it("lists the mails sent to the customer's address, newest first, in the JSON and the HTML", async () => {
  const older = { kind: 'customer-invite', subject: 'Your account is ready to set up' };
  const newer = { kind: 'payment-receipt', subject: 'Your receipt: $100 for 10 sessions' };
  await recordSentMail(bff.redis, bff.prefix, 'casey.lim@example.com', {
    ...older,
    sentAt: '2026-11-01T01:00:00.000Z',
  });
  await recordSentMail(bff.redis, bff.prefix, 'casey.lim@example.com', {
    ...newer,
    sentAt: '2026-11-02T01:00:00.000Z',
  });
  await recordSentMail(bff.redis, bff.prefix, 'someone.else@example.com', {
    ...older,
    sentAt: '2026-11-03T01:00:00.000Z',
  });
  const token = await bff.signIn();

  const answer = await exportOf(token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect((answer.body as { mailsSent: unknown }).mailsSent).toEqual([
    { ...newer, sentAt: '2026-11-02T01:00:00.000Z' },
    { ...older, sentAt: '2026-11-01T01:00:00.000Z' },
  ]);
  const html = String((await exportOf(token, 'html')).body);
  expect(html).toContain('<h2>Mails sent</h2>');
  expect(html).toContain('Your receipt: $100 for 10 sessions');
});

it('answers a 429 with Retry-After after ten exports by one account in an hour; another account still exports', async () => {
  const token = await bff.signIn();
  for (let download = 1; download <= 10; download++)
    expect((await exportOf(token)).status, `download ${download}`).toBe(200);
  const readsBefore = services.requests.length;

  const refused = await exportOf(token);

  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({
    error: 'Too many data downloads. Please wait 60 minutes and try again.',
  });
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  // Refused before any service was asked.
  expect(services.requests.length).toBe(readsBefore);
  expect((await exportOf(await bff.signIn())).status).toBe(200);
});
