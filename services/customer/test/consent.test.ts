import { unsubscribeToken } from '@studio/service-kit/unsubscribe-link';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { secret, identityHeaders } from './customer-test-app.js';
import { MailTestServices } from './mail-test-services.js';

let services: MailTestServices;
let trainer: Awaited<ReturnType<MailTestServices['trainer']>>;

beforeAll(async () => {
  services = await MailTestServices.start();
  trainer = await services.trainer('Tina Trainer');
});
afterAll(() => services?.close());

const unsubscribe = (token: string, oneClick = false) =>
  services.customer.inject({
    method: 'POST',
    url: `/api/unsubscribe/${token}`,
    ...(oneClick
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        }
      : {}),
  });

const consentEntries = (customerId: string) =>
  services.sql<{ action: string; actor_id: string }>(
    `SELECT action, actor_id FROM customer.audit_entries
      WHERE customer_id = $1 AND action LIKE 'consent.%' ORDER BY created_at`,
    [customerId],
  );

it('stops the mail in one click, without a sign-in, and records when', async () => {
  const customerId = await services.addCustomer(trainer, { name: 'Clicking Cleo' });
  const response = await unsubscribe(unsubscribeToken(customerId, secret), true);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    message:
      'Done: Harbour Fitness will send you no more reminders or notices by email. Your trainer can turn them back on if you change your mind.',
  });
  expect(await services.shown(trainer, customerId)).toMatchObject({ emailsOff: true });
  const [row] = await services.sql<{ emails_off_at: Date }>(
    'SELECT emails_off_at FROM customer.customers WHERE id = $1',
    [customerId],
  );
  expect(new Date(row!.emails_off_at).toISOString()).toBe('2026-12-01T02:00:00.000Z');

  // A second click (a mail client and then the person) changes and records nothing more.
  services.clock.advance({ hours: 1 });
  expect((await unsubscribe(unsubscribeToken(customerId, secret))).statusCode).toBe(200);
  expect(await consentEntries(customerId)).toEqual([
    { action: 'consent.withdrawn', actor_id: customerId },
  ]);
});

it('refuses a link that was not signed by the studio', async () => {
  const customerId = await services.addCustomer(trainer, { name: 'Forged Fred' });
  const forged = unsubscribeToken(customerId, 'another-secret-that-is-long-enough-to-sign');
  for (const token of [forged, customerId, `${customerId}_`, 'x'.repeat(200)]) {
    const response = await unsubscribe(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^This unsubscribe link is not valid\./);
  }
  expect(await services.shown(trainer, customerId)).toMatchObject({ emailsOff: false });
});

it("lets the customer's trainer note renewed consent, audited, and nobody else", async () => {
  const customerId = await services.addCustomer(trainer, { name: 'Returning Rita' });
  await unsubscribe(unsubscribeToken(customerId, secret));
  const otherTrainer = await services.trainer('Other Olga');

  const refused = await services.customer.inject({
    method: 'POST',
    url: `/api/customers/${customerId}/email-consent`,
    headers: await identityHeaders(otherTrainer),
  });
  expect(refused.statusCode).toBe(404);
  const signedOut = await services.customer.inject({
    method: 'POST',
    url: `/api/customers/${customerId}/email-consent`,
  });
  expect(signedOut.statusCode).toBe(401);

  const renewed = await services.customer.inject({
    method: 'POST',
    url: `/api/customers/${customerId}/email-consent`,
    headers: await identityHeaders(trainer),
  });
  expect(renewed.statusCode).toBe(200);
  expect(renewed.json()).toMatchObject({ _id: customerId, emailsOff: false });
  expect(await services.shown(trainer, customerId)).toMatchObject({ emailsOff: false });
  expect(await consentEntries(customerId)).toEqual([
    { action: 'consent.withdrawn', actor_id: customerId },
    { action: 'consent.renewed', actor_id: trainer.userId },
  ]);
});
