import { startMailDelivery } from '@studio/mailer/dist/testing/mail-delivery.js';
import type { AcceptedBookingRequest, BookingRequest } from '@studio/contracts/booking-requests';
import type { Training, TrainingConflict } from '@studio/contracts/training';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import { testRedisUrl } from '@studio/service-kit/testing/redis';
import { chosenSettings } from '@studio/service-kit/testing/settings-reader';
import type { Staff } from '@studio/service-kit/testing/staff-identity';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asCustomer } from './customer-identity.js';
import { as, TrainingTestServices } from './training-test-services.js';

// 10:00 on a Tuesday in Singapore.
const clock = new ManualClock('2026-12-01T02:00:00Z');
const settings = chosenSettings({ studioName: 'Harbour Fitness' });

let services: TrainingTestServices;
let trainer: Staff;
let otherTrainer: Staff;
let admin: Staff;
let delivery: Awaited<ReturnType<typeof startMailDelivery>>;

beforeAll(async () => {
  services = await TrainingTestServices.start({ withAuth: true, clock, settings });
  trainer = await services.register('Tina Trainer', 'trainer');
  otherTrainer = await services.register('Oscar Other', 'trainer');
  admin = await services.register('Ada Admin', 'admin');
  delivery = await startMailDelivery({ redisUrl: testRedisUrl, redisPrefix: services.redisPrefix });
});
afterAll(async () => {
  await delivery?.close();
  await services?.close();
});

// Thursday 3 December, 09:00 in Singapore.
const thursdayNine = '2026-12-03T01:00:00.000Z';

async function ask(customerId: string, payload: Record<string, unknown>) {
  return services.training.inject({
    method: 'POST',
    url: '/api/me/booking-requests',
    headers: await asCustomer(customerId),
    payload,
  });
}

async function staffRequests(staff: Staff): Promise<BookingRequest[]> {
  const response = await services.training.inject({
    method: 'GET',
    url: '/api/booking-requests',
    headers: await as(staff),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function decide(staff: Staff, id: string, action: 'accept' | 'decline', payload = {}) {
  return services.training.inject({
    method: 'POST',
    url: `/api/booking-requests/${id}/${action}`,
    headers: await as(staff),
    payload,
  });
}

async function mailTo(customerId: string, subjectPart: string) {
  const [row] = await services.sql<{ email: string }>(
    'SELECT email FROM customer.customers WHERE id = $1',
    [customerId],
  );
  return waitFor(async () => {
    const mails = (await delivery.mails()).filter(
      (mail) => mail.to.includes(row!.email) && mail.parsed.subject?.includes(subjectPart),
    );
    return mails.length > 0 ? mails : undefined;
  }, 10_000);
}

it('takes a request for a future time to the customer’s trainer, and checks what it is given', async () => {
  const customer = await services.addCustomer(trainer, 'Asking Ann');
  const created = await ask(customer, { dateOfTraining: thursdayNine, note: ' Legs day please ' });
  expect(created.statusCode).toBe(201);
  expect(created.json()).toMatchObject({
    customerID: { _id: customer, name: 'Asking Ann' },
    trainerID: { _id: trainer.userId, name: 'Tina Trainer' },
    dateOfTraining: thursdayNine,
    note: 'Legs day please',
    status: 'pending',
    message: '',
    trainingId: null,
  });

  const past = await ask(customer, { dateOfTraining: '2026-12-01T01:00:00.000Z' });
  expect(past.statusCode).toBe(400);
  expect(past.json()).toEqual({ error: 'Choose a time in the future.' });
  const long = await ask(customer, { dateOfTraining: thursdayNine, note: 'x'.repeat(501) });
  expect(long.statusCode).toBe(400);
  const extra = await ask(customer, {
    dateOfTraining: thursdayNine,
    trainerID: otherTrainer.userId,
  });
  expect(extra.statusCode).toBe(400);

  const mine = await services.training.inject({
    method: 'GET',
    url: '/api/me/booking-requests',
    headers: await asCustomer(customer),
  });
  expect((mine.json() as BookingRequest[]).map((r) => r._id)).toEqual([
    (created.json() as BookingRequest)._id,
  ]);
  const someoneElse = await services.addCustomer(trainer, 'Nosy Nick');
  const theirs = await services.training.inject({
    method: 'GET',
    url: '/api/me/booking-requests',
    headers: await asCustomer(someoneElse),
  });
  expect(theirs.json()).toEqual([]);
});

it('refuses a request from a customer without a trainer with a clear sentence', async () => {
  const customer = await services.addCustomer(trainer, 'Lonely Lou');
  await services.sql('UPDATE customer.customers SET trainer_id = NULL WHERE id = $1 RETURNING id', [
    customer,
  ]);
  const response = await ask(customer, { dateOfTraining: thursdayNine });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error:
      'You have no trainer yet, so there is nobody to send the request to. Please contact the studio.',
  });
});

it('accepts a request into a scheduled training after the conflict check, and mails the customer', async () => {
  const customer = await services.addCustomer(trainer, 'Booked Bea');
  const busy = await services.addCustomer(trainer, 'Busy Ben');
  const request = (await ask(customer, { dateOfTraining: thursdayNine })).json() as BookingRequest;

  const listed = await staffRequests(trainer);
  expect(listed.find((r) => r._id === request._id)?.status).toBe('pending');
  expect((await staffRequests(otherTrainer)).some((r) => r._id === request._id)).toBe(false);
  expect((await staffRequests(admin)).some((r) => r._id === request._id)).toBe(true);
  expect((await decide(otherTrainer, request._id, 'accept')).statusCode).toBe(404);

  const inTheWay = await services.schedule(trainer, {
    customerID: busy,
    dateOfTraining: '2026-12-03T01:30:00.000Z',
  });
  expect(inTheWay.statusCode).toBe(201);
  const conflicted = await decide(trainer, request._id, 'accept');
  expect(conflicted.statusCode).toBe(409);
  const conflict = conflicted.json() as TrainingConflict;
  expect(conflict.error).toContain('Busy Ben');
  expect(conflict.conflicts[0]).toMatchObject({
    training: { _id: (inTheWay.json() as Training)._id },
    sameTrainer: true,
    sameCustomer: false,
  });
  expect((await staffRequests(trainer)).find((r) => r._id === request._id)?.status).toBe('pending');

  const accepted = await decide(trainer, request._id, 'accept', { allowConflict: true });
  expect(accepted.statusCode).toBe(200);
  const answer = accepted.json() as AcceptedBookingRequest;
  expect(answer.request).toMatchObject({ status: 'accepted', trainingId: answer.training._id });
  expect(answer.training).toMatchObject({
    status: 'scheduled',
    dateOfTraining: thursdayNine,
    customerID: { _id: customer, name: 'Booked Bea' },
    trainerID: { _id: trainer.userId, name: 'Tina Trainer' },
  });
  expect((await services.list(trainer)).some((t) => t._id === answer.training._id)).toBe(true);

  const again = await decide(trainer, request._id, 'accept');
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({ error: 'This request has already been answered.' });

  const [mail] = await mailTo(customer, 'Booked:');
  expect(mail!.parsed.subject).toBe(
    'Booked: your training on Thursday, 3 December 2026 at 9:00 am',
  );
  expect(mail!.parsed.text).toContain('Tina Trainer accepted your request.');
  expect(mail!.parsed.html).toContain('Harbour Fitness');
});

it('declines with a message the customer reads, even after they stopped notices', async () => {
  const customer = await services.addCustomer(trainer, 'Declined Dee');
  await services.sql(
    'UPDATE customer.customers SET emails_off_at = now() WHERE id = $1 RETURNING id',
    [customer],
  );
  const request = (await ask(customer, { dateOfTraining: thursdayNine })).json() as BookingRequest;

  expect((await decide(trainer, request._id, 'decline', { message: '   ' })).statusCode).toBe(400);
  expect((await decide(trainer, request._id, 'decline', {})).statusCode).toBe(400);
  const declined = await decide(trainer, request._id, 'decline', {
    message: 'I am away that week; how about Monday?',
  });
  expect(declined.statusCode).toBe(200);
  expect(declined.json()).toMatchObject({
    status: 'declined',
    message: 'I am away that week; how about Monday?',
    trainingId: null,
  });
  const [mail] = await mailTo(customer, 'could not be booked');
  expect(mail!.parsed.text).toContain('Their message: I am away that week; how about Monday?');
  expect((await decide(trainer, request._id, 'accept')).statusCode).toBe(409);

  // Pending requests come first.
  const pending = (await ask(customer, { dateOfTraining: thursdayNine })).json() as BookingRequest;
  const order = (await staffRequests(trainer)).map((r) => r.status);
  expect(order.indexOf('pending')).toBe(0);
  expect(order.lastIndexOf('pending')).toBeLessThan(order.indexOf('declined'));
  expect(pending.status).toBe('pending');
});

it('keeps customers off the staff routes and staff off the customer routes', async () => {
  const customer = await services.addCustomer(trainer, 'Careful Cat');
  const request = (await ask(customer, { dateOfTraining: thursdayNine })).json() as BookingRequest;
  for (const [method, url, payload] of [
    ['GET', '/api/booking-requests', undefined],
    ['POST', `/api/booking-requests/${request._id}/accept`, {}],
    ['POST', `/api/booking-requests/${request._id}/decline`, { message: 'x' }],
  ] as const) {
    const response = await services.training.inject({
      method,
      url,
      headers: await asCustomer(customer),
      payload,
    });
    expect(response.statusCode).toBe(403);
  }
  for (const method of ['GET', 'POST'] as const) {
    const response = await services.training.inject({
      method,
      url: '/api/me/booking-requests',
      headers: await as(trainer),
      payload: method === 'POST' ? { dateOfTraining: thursdayNine } : undefined,
    });
    expect(response.statusCode).toBe(403);
  }
});
