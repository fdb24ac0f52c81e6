import { randomUUID } from 'node:crypto';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MailTestServices, settle } from './mail-test-services.js';
import { createPackageSweeper } from './package-sweeper.js';

const services = MailTestServices.forTests();
let trainer: Awaited<ReturnType<MailTestServices['trainer']>>;
let sweeper: ReturnType<typeof createPackageSweeper>;

beforeAll(async () => {
  trainer = await services.trainer('Tina Trainer');
  sweeper = createPackageSweeper(services.databaseUrl, services);
});
afterAll(() => sweeper?.close());

const mailsArrived = (email: string, count: number) =>
  waitFor(async () => {
    const mails = await services.mailsTo(email);
    return mails.length === count ? mails : undefined;
  }, 10_000);

function pay(customerId: string, payment: Record<string, unknown>, sourceId = randomUUID()) {
  return services.ledger(customerId, {
    sourceType: 'payment',
    sourceId,
    delta: 5,
    payment: { amountPaid: 400, paidAt: services.clock.now().toISOString(), ...payment },
  });
}

it('mails a receipt once per payment, with the amount, sessions, expiry, balance, reference and the studio', async () => {
  services.clock.set('2026-12-01T02:00:00Z');
  const customerId = await services.addCustomer(trainer, { name: 'Olive Ong' });
  const email = await services.emailOf(customerId);
  await services.ledger(customerId, {
    sourceType: 'adjustment',
    sourceId: randomUUID(),
    delta: 2,
    reason: 'Referral bonus',
  });
  const sourceId = randomUUID();
  await pay(customerId, { reference: 'OLIVE-3F9A', validityDays: 60 }, sourceId);
  await pay(customerId, { reference: 'OLIVE-3F9A', validityDays: 60 }, sourceId);
  const [receipt] = await mailsArrived(email, 1);
  expect(receipt!.parsed.subject).toBe('Your receipt from Harbour Fitness: $400 for 5 sessions');
  const text = receipt!.parsed.text!;
  for (const line of [
    'Hello Olive Ong,',
    'Amount paid: $400',
    'Sessions: 5',
    'Paid on: 1 December 2026',
    'Sessions expire on: Saturday, 30 January 2027',
    'Sessions left now: 7',
    'Reference: OLIVE-3F9A',
    'Studio: Harbour Fitness, 1 Kallang Place, #02-15, Singapore 339211, +65 9123 4567',
  ]) {
    expect(text).toContain(line);
  }
  expect(receipt!.parsed.html).toContain('OLIVE-3F9A');
  await settle();
  expect(await services.mailsTo(email)).toHaveLength(1);
});

it('sends the receipt to a customer who turned notices off: it is a record of their purchase', async () => {
  const customerId = await services.addCustomer(trainer, { name: 'Quiet Quinn' });
  const email = await services.emailOf(customerId);
  await services.sql(
    'UPDATE customer.customers SET emails_off_at = now() WHERE id = $1 RETURNING id',
    [customerId],
  );
  await pay(customerId, {});
  const [receipt] = await mailsArrived(email, 1);
  expect(receipt!.parsed.text).toContain('Reference: None');
});

it('sends the expiry notice a week before, after quiet hours, once per package; none with emails off', async () => {
  services.clock.set('2026-12-01T02:00:00Z');
  const customerId = await services.addCustomer(trainer, { name: 'Nina Ng' });
  const optedOut = await services.addCustomer(trainer, { name: 'Otto Off' });
  const email = await services.emailOf(customerId);
  const optedOutEmail = await services.emailOf(optedOut);
  await pay(customerId, { validityDays: 10 });
  await pay(optedOut, { validityDays: 10 });
  await services.claim(customerId);
  await services.claim(customerId);
  await services.sql(
    'UPDATE customer.customers SET emails_off_at = now() WHERE id = $1 RETURNING id',
    [optedOut],
  );
  await mailsArrived(email, 1);

  // 23:00 on 3 December in Singapore: eight days before the 11th.
  services.clock.set('2026-12-03T15:00:00Z');
  await sweeper.sweep();
  // 01:00 on the 4th: due, but inside the quiet hours (22:00-08:00).
  services.clock.set('2026-12-03T17:00:00Z');
  await sweeper.sweep();
  await settle();
  expect(await services.noticesTo(email)).toHaveLength(0);

  // 08:30 on the 4th.
  services.clock.set('2026-12-04T00:30:00Z');
  await sweeper.sweep();
  const [packageRow] = await services.sql<{ id: string }>(
    'SELECT id FROM customer.packages WHERE customer_id = $1',
    [customerId],
  );
  await sweeper.expiry.process({ packageId: packageRow!.id, action: 'notice' });
  await sweeper.sweep();
  const notices = await waitFor(async () => {
    const mails = await services.noticesTo(email);
    return mails.length > 0 ? mails : undefined;
  }, 10_000);
  expect(notices[0]!.parsed.subject).toBe(
    '3 sessions of your package expire on Friday, 11 December 2026',
  );
  expect(notices[0]!.parsed.text).toContain('Hello Nina Ng,');
  expect(notices[0]!.parsed.headerLines.map((line) => line.key)).toContain('list-unsubscribe');
  await settle();
  expect(await services.noticesTo(email)).toHaveLength(1);
  expect(await services.noticesTo(optedOutEmail)).toHaveLength(0);

  // On the 11th the three sessions leave the balance; no further notice.
  services.clock.set('2026-12-10T16:00:00Z');
  await sweeper.sweep();
  expect(await services.shown(trainer, customerId)).toMatchObject({ numOfTrainings: 0 });
  await settle();
  expect(await services.noticesTo(email)).toHaveLength(1);
});
