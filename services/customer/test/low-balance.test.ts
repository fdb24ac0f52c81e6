import { waitFor } from '@studio/service-kit/testing/wait-for';
import { beforeAll, expect, it } from 'vitest';
import { MailTestServices, settle } from './mail-test-services.js';

const services = MailTestServices.forTests();
let trainer: Awaited<ReturnType<MailTestServices['trainer']>>;

beforeAll(async () => {
  trainer = await services.trainer('Tina Trainer');
});

const mailCount = (email: string, count: number) =>
  waitFor(async () => {
    const mails = await services.noticesTo(email);
    return mails.length === count ? mails : undefined;
  }, 10_000);

it('mails the customer and their trainer once when a claim reaches the threshold, and marks the customer', async () => {
  const customerId = await services.addCustomer(trainer, { name: 'Low Lee' });
  const email = await services.emailOf(customerId);
  await services.pay(customerId, 4);
  await services.claim(customerId);
  await settle();
  expect(await services.noticesTo(email)).toHaveLength(0);
  expect(await services.shown(trainer, customerId)).toMatchObject({ lowBalance: false });

  const claim = await services.claim(customerId);
  expect(claim).toEqual({ numOfTrainings: 2, applied: true });
  const [toCustomer] = await mailCount(email, 1);
  const [toTrainer] = await mailCount(trainer.email, 1);
  expect(toCustomer!.parsed.subject).toBe('You have 2 sessions left');
  expect(toCustomer!.parsed.text).toContain('Harbour Fitness');
  expect(toCustomer!.parsed.headerLines.map((line) => line.key)).toContain('list-unsubscribe');
  expect(toTrainer!.parsed.subject).toBe('Low Lee has 2 sessions left');
  expect(toTrainer!.parsed.text).toContain('Hello Tina Trainer,');
  expect(toTrainer!.parsed.headerLines.map((line) => line.key)).not.toContain('list-unsubscribe');
  expect(await services.shown(trainer, customerId)).toMatchObject({ lowBalance: true });

  // Further claims, and a repeat of one, are the same crossing.
  const trainingId = crypto.randomUUID();
  await services.claim(customerId, trainingId);
  await services.claim(customerId, trainingId);
  await services.claim(customerId);
  await settle();
  expect(await services.noticesTo(email)).toHaveLength(1);
  expect(await services.noticesTo(trainer.email)).toHaveLength(1);
});

it('re-arms when a payment lifts the balance above the threshold', async () => {
  const customerId = await services.addCustomer(trainer, { name: 'Renewing Rae' });
  const email = await services.emailOf(customerId);
  await services.pay(customerId, 3);
  await services.claim(customerId);
  await mailCount(email, 1);

  services.clock.advance({ days: 3 });
  await services.pay(customerId, 5);
  expect(await services.shown(trainer, customerId)).toMatchObject({ lowBalance: false });
  for (let claims = 0; claims < 4; claims += 1) {
    services.clock.advance({ days: 7 });
    await services.claim(customerId);
  }
  await settle();
  expect(await services.noticesTo(email)).toHaveLength(1);
  services.clock.advance({ days: 7 });
  await services.claim(customerId);
  const mails = await mailCount(email, 2);
  expect(mails[1]!.parsed.subject).toBe('You have 2 sessions left');
});

it('still tells the trainer, but not a customer who turned emails off or has no address', async () => {
  const optedOut = await services.addCustomer(trainer, { name: 'Quiet Quinn' });
  const optedOutEmail = await services.emailOf(optedOut);
  await services.sql(
    'UPDATE customer.customers SET emails_off_at = now() WHERE id = $1 RETURNING id',
    [optedOut],
  );
  const before = (await services.noticesTo(trainer.email)).length;
  await services.pay(optedOut, 3);
  await services.claim(optedOut);
  await mailCount(trainer.email, before + 1);

  const noAddress = await services.addCustomer(trainer, { name: 'No Address Ned' });
  await services.sql("UPDATE customer.customers SET email = '' WHERE id = $1 RETURNING id", [
    noAddress,
  ]);
  await services.pay(noAddress, 2);
  expect(await services.claim(noAddress)).toEqual({ numOfTrainings: 1, applied: true });
  await mailCount(trainer.email, before + 2);
  await settle();
  expect(await services.noticesTo(optedOutEmail)).toHaveLength(0);
});

it('sends the notices of a crossing once auth, which knows the trainer, answers again', async () => {
  const customerId = await services.addCustomer(trainer, { name: 'Waiting Wes' });
  const email = await services.emailOf(customerId);
  const authPort = services.auth.server.address() as { port: number };
  await services.auth.close();

  await services.pay(customerId, 3);
  // The claim is applied whatever happens to its notices.
  expect(await services.claim(customerId)).toEqual({ numOfTrainings: 2, applied: true });
  await settle();
  expect(await services.noticesTo(email)).toHaveLength(0);

  await services.startAuth(authPort.port);
  await mailCount(email, 1);
  const toTrainer = await waitFor(async () => {
    const mails = await services.noticesTo(trainer.email);
    return mails.find((mail) => mail.parsed.subject === 'Waiting Wes has 2 sessions left');
  }, 10_000);
  expect(toTrainer.parsed.text).toContain('Hello Tina Trainer,');
  await settle();
  expect(await services.noticesTo(email)).toHaveLength(1);
});
