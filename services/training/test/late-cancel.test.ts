import { startMailDelivery } from '@studio/mailer/dist/testing/mail-delivery.js';
import type { CancelledTraining, MyTrainings } from '@studio/contracts/my-trainings';
import type { Training } from '@studio/contracts/training';
import { createServiceClient } from '@studio/service-kit/service-client';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import { testRedisUrl } from '@studio/service-kit/testing/redis';
import { chosenSettings } from '@studio/service-kit/testing/settings-reader';
import type { Staff } from '@studio/service-kit/testing/staff-identity';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { bullPrefix } from '../src/jobs/bull-prefix.js';
import { LedgerDelivery } from '../src/ledger/delivery.js';
import { defineLedgerOutboxModel } from '../src/models/ledger-outbox.js';
import { reminderJobId, reminderQueueName } from '../src/reminders/reminder-queue.js';
import { createDatabase } from '@studio/service-kit/database';
import { trainingSchema } from '../src/context.js';
import { asCustomer } from './customer-identity.js';
import { as, secret, TrainingTestServices } from './training-test-services.js';

// 10:00 on a Tuesday in Singapore.
const clock = new ManualClock('2026-12-01T02:00:00Z');
const settings = chosenSettings({ cancelNoticeHours: 24, lateCancelCharges: true });

let services: TrainingTestServices;
let trainer: Staff;
let otherTrainer: Staff;
let admin: Staff;
let delivery: Awaited<ReturnType<typeof startMailDelivery>>;
let reminderQueue: Queue;

beforeAll(async () => {
  services = await TrainingTestServices.start({ withAuth: true, clock, settings });
  trainer = await services.register('Tina Trainer', 'trainer');
  otherTrainer = await services.register('Oscar Other', 'trainer');
  admin = await services.register('Ada Admin', 'admin');
  delivery = await startMailDelivery({
    redisUrl: testRedisUrl,
    redisPrefix: services.redisPrefix,
  });
  reminderQueue = new Queue(reminderQueueName, {
    connection: { url: testRedisUrl },
    prefix: bullPrefix(services.redisPrefix),
  });
});
afterAll(async () => {
  await reminderQueue?.close();
  await delivery?.close();
  await services?.close();
});
beforeEach(() => {
  clock.set('2026-12-01T02:00:00Z');
  settings.change({ cancelNoticeHours: 24, lateCancelCharges: true });
});

const hours = (count: number) => new Date(clock.now().getTime() + count * 3_600_000);

async function book(customerId: string, at: Date): Promise<Training> {
  const response = await services.schedule(trainer, {
    customerID: customerId,
    dateOfTraining: at.toISOString(),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Training;
}

async function cancel(customerId: string, trainingId: string) {
  return services.training.inject({
    method: 'POST',
    url: `/api/me/trainings/${trainingId}/cancel`,
    headers: await asCustomer(customerId),
  });
}

async function waive(staff: Staff, trainingId: string) {
  return services.training.inject({
    method: 'POST',
    url: `/api/training/${trainingId}/waive-late-cancel`,
    headers: await as(staff),
  });
}

async function myTrainings(customerId: string): Promise<MyTrainings> {
  const response = await services.training.inject({
    method: 'GET',
    url: '/api/me/trainings',
    headers: await asCustomer(customerId),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function trainerMails(subjectPart: string) {
  const [row] = await services.sql<{ email: string }>(
    'SELECT email FROM auth.users WHERE id = $1',
    [trainer.userId],
  );
  return (await delivery.mails()).filter(
    (mail) => mail.to.includes(row!.email) && mail.parsed.subject?.includes(subjectPart),
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

it('cancels with enough notice: removed, nothing charged, reminder gone, trainer not mailed', async () => {
  const customer = await services.addCustomer(trainer, 'Early Ellie');
  const training = await book(customer, hours(48));
  const jobId = reminderJobId(training._id, hours(48));
  expect(await reminderQueue.getJob(jobId)).toBeDefined();
  expect((await myTrainings(customer)).upcoming).toMatchObject([
    { _id: training._id, status: 'scheduled', lateIfCancelledNow: false },
  ]);

  const response = await cancel(customer, training._id);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    late: false,
    charged: false,
    message: 'Your session is cancelled. Nothing was charged.',
  });
  expect((await services.list(trainer)).some((t) => t._id === training._id)).toBe(false);
  expect(await reminderQueue.getJob(jobId)).toBeUndefined();
  expect(await services.sessionsLeft(trainer, customer)).toBe(0);
  await settle();
  expect(await trainerMails('Early Ellie')).toHaveLength(0);
});

it('cancels late: late-cancelled, one session debited exactly once however often retried, trainer mailed', async () => {
  const customer = await services.addCustomer(trainer, 'Late Larry');
  // 15:00 the same day in Singapore: five hours' notice.
  const training = await book(customer, hours(5));
  const jobId = reminderJobId(training._id, hours(5));
  expect((await myTrainings(customer)).upcoming[0]).toMatchObject({ lateIfCancelledNow: true });

  // Two at once (a double tap): one cancels; the other finds it gone (404) or changed under it (409).
  const [first, second] = await Promise.all([
    cancel(customer, training._id),
    cancel(customer, training._id),
  ]);
  const [winner, loser] = [first, second].map((response) => response.statusCode).sort();
  expect(winner).toBe(200);
  expect([404, 409]).toContain(loser);
  const answered = (first.statusCode === 200 ? first : second).json() as CancelledTraining;
  expect(answered).toEqual({
    late: true,
    charged: true,
    message:
      'Your session is cancelled. Because it was less than 24 hours before it starts, one session was taken from your balance.',
  });
  expect((await cancel(customer, training._id)).statusCode).toBe(404);

  const shown = (await services.list(trainer)).find((t) => t._id === training._id);
  expect(shown).toMatchObject({ status: 'late-cancelled', lateCancelWaived: false });
  expect(await reminderQueue.getJob(jobId)).toBeUndefined();
  expect((await myTrainings(customer)).past).toMatchObject([
    { _id: training._id, status: 'late-cancelled', lateIfCancelledNow: false },
  ]);
  expect(await services.sessionsLeft(trainer, customer)).toBe(-1);

  // The ledger command delivered again (a worker retry after a lost answer) is applied once.
  const [command] = await services.sql<{ id: string }>(
    `UPDATE ledger_outbox SET delivered_at = NULL
      WHERE source_type = 'late-cancel' AND source_id = $1 RETURNING id`,
    [training._id],
  );
  const sequelize = createDatabase({ url: services.config.databaseUrl, schema: trainingSchema });
  try {
    const redelivery = new LedgerDelivery({
      outbox: defineLedgerOutboxModel(sequelize),
      callService: createServiceClient({ serviceName: 'training', secret }),
      customerUrl: services.config.customerUrl,
    });
    expect(await redelivery.deliver(command!.id)).toBe('delivered');
  } finally {
    await sequelize.close();
  }
  expect(await services.sessionsLeft(trainer, customer)).toBe(-1);

  const [mail] = await waitFor(async () => {
    const mails = await trainerMails('Late Larry cancelled late');
    return mails.length > 0 ? mails : undefined;
  }, 10_000);
  expect(mail!.parsed.subject).toBe(
    'Late Larry cancelled late: Tuesday, 1 December 2026 at 3:00 pm',
  );
  expect(mail!.parsed.text).toContain('One session was taken off their balance.');
  await settle();
  expect(await trainerMails('Late Larry cancelled late')).toHaveLength(1);
});

it('charges nothing for a late cancel when the studio does not charge them, and still tells the trainer', async () => {
  settings.change({ lateCancelCharges: false });
  const customer = await services.addCustomer(trainer, 'Free Fiona');
  const training = await book(customer, hours(3));
  const response = await cancel(customer, training._id);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ late: true, charged: false });
  expect((await services.list(trainer)).find((t) => t._id === training._id)?.status).toBe(
    'late-cancelled',
  );
  const [mail] = await waitFor(async () => {
    const mails = await trainerMails('Free Fiona cancelled late');
    return mails.length > 0 ? mails : undefined;
  }, 10_000);
  expect(mail!.parsed.text).toContain('Nothing was charged');
  expect(await services.sessionsLeft(trainer, customer)).toBe(0);
  const commands = await services.sql('SELECT id FROM ledger_outbox WHERE source_id = $1', [
    training._id,
  ]);
  expect(commands).toHaveLength(0);
});

it('follows the notice the studio sets', async () => {
  settings.change({ cancelNoticeHours: 2 });
  const customer = await services.addCustomer(trainer, 'Notice Nora');
  const training = await book(customer, hours(3));
  expect((await myTrainings(customer)).upcoming[0]).toMatchObject({ lateIfCancelledNow: false });
  expect((await cancel(customer, training._id)).json()).toMatchObject({ late: false });
});

it('refuses to cancel a session that has started', async () => {
  const customer = await services.addCustomer(trainer, 'Started Sam');
  const training = await book(customer, hours(1));
  clock.advance({ hours: 1, minutes: 5 });
  const response = await cancel(customer, training._id);
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({
    error: 'This session has already started, so it can no longer be cancelled.',
  });
});

it('lets the trainer or an admin waive a late cancel: credited once, audited, shown as waived', async () => {
  const customer = await services.addCustomer(trainer, 'Waived Wendy');
  const training = await book(customer, hours(4));
  expect((await cancel(customer, training._id)).statusCode).toBe(200);
  expect(await services.sessionsLeft(trainer, customer)).toBe(-1);

  expect((await waive(otherTrainer, training._id)).statusCode).toBe(404);
  const refused = await services.training.inject({
    method: 'POST',
    url: `/api/training/${training._id}/waive-late-cancel`,
    headers: await asCustomer(customer),
  });
  expect(refused.statusCode).toBe(403);

  const waived = await waive(trainer, training._id);
  expect(waived.statusCode).toBe(200);
  expect(waived.json()).toMatchObject({
    _id: training._id,
    status: 'late-cancelled',
    lateCancelWaived: true,
  });
  expect(await services.sessionsLeft(trainer, customer)).toBe(0);
  expect((await waive(admin, training._id)).statusCode).toBe(200);
  expect(await services.sessionsLeft(trainer, customer)).toBe(0);

  const audit = await services.sql<{ actorId: string; details: { sourceType: string } }>(
    `SELECT actor_id AS "actorId", details FROM customer.audit_entries
      WHERE customer_id = $1 AND action = 'balance.change' ORDER BY created_at`,
    [customer],
  );
  expect(audit.map((entry) => [entry.details.sourceType, entry.actorId])).toEqual([
    ['late-cancel', expect.any(String)],
    ['late-cancel-waiver', trainer.userId],
  ]);
  const [row] = await services.sql<{ waivedBy: string }>(
    'SELECT late_cancel_waived_by AS "waivedBy" FROM trainings WHERE id = $1',
    [training._id],
  );
  expect(row?.waivedBy).toBe(trainer.userId);

  const scheduled = await book(customer, hours(72));
  const notLate = await waive(trainer, scheduled._id);
  expect(notLate.statusCode).toBe(409);
  expect(notLate.json()).toEqual({ error: 'Only a late-cancelled training can be waived.' });
});

it('gives a charged late cancel back when staff delete it', async () => {
  const customer = await services.addCustomer(trainer, 'Deleted Dora');
  const training = await book(customer, hours(4));
  expect((await cancel(customer, training._id)).statusCode).toBe(200);
  expect(await services.sessionsLeft(trainer, customer)).toBe(-1);
  const deleted = await services.training.inject({
    method: 'DELETE',
    url: `/api/training/${training._id}`,
    headers: await as(trainer),
  });
  expect(deleted.statusCode).toBe(200);
  expect(await services.sessionsLeft(trainer, customer)).toBe(0);
});

it('counts late cancels in neither statistics nor unclaimed, and books over them without a conflict', async () => {
  const customer = await services.addCustomer(trainer, 'Stats Stella');
  const kept = await book(customer, hours(30));
  const cancelled = await book(customer, hours(6));
  expect((await cancel(customer, cancelled._id)).statusCode).toBe(200);

  const summary = async () => {
    const response = await services.training.inject({
      method: 'GET',
      url: `/api/training/stats/summary?customerId=${customer}`,
      headers: await as(trainer),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, unknown>;
  };
  expect(await summary()).toMatchObject({ upcomingCount: 1, pastCount: 0 });

  const rebooked = await services.schedule(trainer, {
    customerID: customer,
    dateOfTraining: hours(6).toISOString(),
  });
  expect(rebooked.statusCode).toBe(201);
  const rebookedId = (rebooked.json() as Training)._id;
  const removed = await services.training.inject({
    method: 'DELETE',
    url: `/api/training/${rebookedId}`,
    headers: await as(trainer),
  });
  expect(removed.statusCode).toBe(200);

  // A day and a half later both sessions are past: the kept one waits to be claimed, the
  // cancelled one counts nowhere.
  clock.advance({ hours: 36 });
  expect(await summary()).toMatchObject({
    pastCount: 1,
    upcomingCount: 0,
    scheduledCount: 1,
    completedCount: 0,
  });
  const unclaimed = await services.training.inject({
    method: 'GET',
    url: '/api/unclaimedtraining',
    headers: await as(trainer),
  });
  const unclaimedIds = (unclaimed.json() as Training[]).map((t) => t._id);
  expect(unclaimedIds).toContain(kept._id);
  expect(unclaimedIds).not.toContain(cancelled._id);

  const counts = await services.training.inject({
    method: 'GET',
    url: `/api/training/stats/trainers/${trainer.userId}/upcoming?customerId=${customer}`,
    headers: await as(trainer),
  });
  expect(counts.json()).toEqual({ dates: [] });

  const claim = await services.training.inject({
    method: 'POST',
    url: `/api/claimtraining/${cancelled._id}`,
    headers: await as(trainer),
    payload: { status: 'completed' },
  });
  expect(claim.statusCode).toBe(400);
});

it('keeps each customer to their own sessions and keeps staff and customers to their own routes', async () => {
  const mine = await services.addCustomer(trainer, 'Owner Olive');
  const theirs = await services.addCustomer(trainer, 'Other Otto');
  const theirTraining = await book(theirs, hours(50));
  const myTraining = await book(mine, hours(52));

  expect((await cancel(mine, theirTraining._id)).statusCode).toBe(404);
  const own = await myTrainings(mine);
  expect(own.upcoming.map((t) => t._id)).toEqual([myTraining._id]);
  expect(own.upcoming[0]!.trainer).toEqual({ _id: trainer.userId, name: 'Tina Trainer' });

  for (const [method, url] of [
    ['GET', '/api/me/trainings'],
    ['POST', `/api/me/trainings/${myTraining._id}/cancel`],
  ] as const) {
    const staffCall = await services.training.inject({ method, url, headers: await as(trainer) });
    expect(staffCall.statusCode).toBe(403);
    const anonymous = await services.training.inject({ method, url });
    expect(anonymous.statusCode).toBe(401);
  }
  for (const url of ['/api/training', '/api/unclaimedtraining', '/api/training/stats/summary']) {
    const customerCall = await services.training.inject({
      method: 'GET',
      url,
      headers: await asCustomer(mine),
    });
    expect(customerCall.statusCode).toBe(403);
  }
  expect((await services.list(trainer)).some((t) => t._id === theirTraining._id)).toBe(true);
});
