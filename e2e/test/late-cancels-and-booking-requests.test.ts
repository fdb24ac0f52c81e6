import type { Page } from 'playwright-core';
import { signCustomerIdentity } from '@studio/service-kit/identity-token';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, withAxe } from '../src/axe.js';
import { callPortalApi } from '../src/portal-api.js';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';

const app = usePortal();

const password = 'a long enough password';
const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password };
const alice = { name: 'Alice Trainer', email: 'alice.trainer@example.com', password };

interface Named {
  _id: string;
  name: string;
}

let adminToken: string;
let carol: Named;
let dan: Named;

const apiCall = <T>(token: string | null, method: string, path: string, body?: unknown) =>
  callPortalApi<T>(app.portal.url, token, method, path, body);

/**
 * A call to the training service as the signed-in customer would make it through the BFF: the same
 * identity token, signed with the portal's secret. This test is about the staff side, so it skips
 * the invite mail; `customer-self-service` goes through the customer's own session.
 */
async function asCustomer<T>(customer: Named, method: string, path: string, body?: unknown) {
  const { url, internalTokenSecret } = app.portal.trainingService;
  const identity = await signCustomerIdentity(
    { userId: randomUUID(), customerId: customer._id, name: customer.name },
    internalTokenSecret,
  );
  const response = await fetch(new URL(path, url), {
    method,
    headers: {
      'x-studio-identity': identity,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

const sessionsLeft = async (customer: Named) =>
  (await apiCall<{ numOfTrainings: number }>(adminToken, 'GET', `/api/customers/${customer._id}`))
    .numOfTrainings;

/** `hour`:00 on the day `daysAhead` from today, on this machine's clock (the browser's too). */
function atHour(daysAhead: number, hour: number): Date {
  const at = new Date();
  at.setDate(at.getDate() + daysAhead);
  at.setHours(hour, 0, 0, 0);
  return at;
}

/** The schedule's day view on `day` (today or tomorrow). */
async function openDay(page: Page, day: Date): Promise<void> {
  await page.goto('/trainings');
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  if (day.getDate() !== new Date().getDate())
    await page.getByRole('button', { name: 'Next', exact: true }).click();
}

beforeAll(async () => {
  ({ token: adminToken } = await apiCall<{ token: string }>(null, 'POST', '/api/register', {
    ...admin,
    role: 'admin',
  }));
  const created = await apiCall<{ user: Named } | Named>(adminToken, 'POST', '/api/admin/users', {
    ...alice,
    role: 'trainer',
  });
  const trainer = 'user' in created ? created.user : created;
  const customer = (name: string) =>
    apiCall<Named>(adminToken, 'POST', '/api/customers', {
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
      phone: '91234567',
      dateOfBirth: '1990-05-17',
      ic: 'S1234567D',
      sex: 'Female',
      trainerID: trainer._id,
    });
  carol = await customer('Carol Customer');
  dan = await customer('Dan Customer');
});

describe('booking requests and late cancels on the trainings screen', () => {
  it("lets the trainer accept a customer's request over a conflict and finds it on the calendar", async () => {
    const requested = atHour(1, 10);
    await asCustomer(carol, 'POST', '/api/me/booking-requests', {
      dateOfTraining: requested.toISOString(),
      note: 'Upper body, please',
    });
    // Dan is already booked with Alice at 10:30, so accepting asks first.
    await apiCall(adminToken, 'POST', '/api/training', {
      customerID: dan._id,
      dateOfTraining: new Date(requested.getTime() + 30 * 60_000).toISOString(),
    });

    const page = await app.newPage();
    await page.setViewportSize({ width: 1280, height: 1600 });
    await logIn(page, alice);
    await page.goto('/trainings');
    const requests = page.getByRole('region', { name: 'Requests' });
    const request = requests.getByRole('listitem').filter({ hasText: carol.name });
    await request.waitFor();
    await expect.poll(() => request.textContent()).toContain('“Upper body, please”');

    await request.getByRole('button', { name: new RegExp(`^Accept: ${carol.name}`) }).click();
    const conflict = page.getByRole('dialog', { name: 'Schedule conflict' });
    await conflict.getByRole('alert').filter({ hasText: dan.name }).waitFor();
    await conflict.getByRole('button', { name: 'Book anyway' }).click();
    await page
      .getByText(
        'Request accepted: the training is on the calendar and the customer has been emailed.',
      )
      .waitFor();
    await requests.getByText('No booking requests are waiting for an answer.').waitFor();

    await openDay(page, requested);
    await page.locator('.rbc-event', { hasText: `${carol.name} (scheduled)` }).waitFor();
    const mine = await asCustomer<{ upcoming: Array<{ dateOfTraining: string }> }>(
      carol,
      'GET',
      '/api/me/trainings',
    );
    expect(mine.upcoming.map((training) => training.dateOfTraining)).toContain(
      requested.toISOString(),
    );
    const answer = await app.portal.mailbox.waitFor('carol@example.com');
    expect(answer.text).toContain(`${alice.name} accepted your request.`);
  });

  it('shows a late cancel in its own labelled style and lets the trainer waive it', async () => {
    const now = new Date();
    // Soon enough to be a late cancel (default notice: 24 hours), inside the calendar's hours.
    const startsAt =
      now.getHours() + 2 <= 21 ? atHour(0, Math.max(now.getHours() + 2, 8)) : atHour(1, 8);
    const training = await apiCall<{ _id: string }>(adminToken, 'POST', '/api/training', {
      customerID: carol._id,
      dateOfTraining: startsAt.toISOString(),
      allowConflict: true,
    });
    const before = await sessionsLeft(carol);
    const cancelled = await asCustomer<{ late: boolean; charged: boolean }>(
      carol,
      'POST',
      `/api/me/trainings/${training._id}/cancel`,
    );
    expect(cancelled).toMatchObject({ late: true, charged: true });
    await expect.poll(() => sessionsLeft(carol)).toBe(before - 1);

    const page = await app.newPage();
    await page.setViewportSize({ width: 1280, height: 1600 });
    await logIn(page, alice);
    await openDay(page, startsAt);
    const legend = page.getByRole('list', { name: 'Calendar legend' });
    await legend.getByText('Late-cancelled by the customer').waitFor();
    const event = page.locator('.rbc-event.training-event-late-cancelled', {
      hasText: `${carol.name} (late-cancelled)`,
    });
    await event.waitFor();
    expect(await event.evaluate((element) => getComputedStyle(element).borderStyle)).toBe('dashed');

    await event.click();
    const dialog = page.getByRole('dialog', { name: 'Late-cancelled training' });
    await dialog.getByRole('button', { name: 'Waive late cancel' }).click();
    await page.getByText('Late cancel waived: the session was credited back.').waitFor();
    await page
      .locator('.rbc-event', { hasText: `${carol.name} (late-cancelled, waived)` })
      .waitFor();
    await expect.poll(() => sessionsLeft(carol)).toBe(before);
  });
  it('lets the trainer decline with a message from a phone, with an accessible panel and dialog', async () => {
    const requested = atHour(2, 18);
    const request = await asCustomer<{ _id: string }>(carol, 'POST', '/api/me/booking-requests', {
      dateOfTraining: requested.toISOString(),
    });

    const page = await app.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await withAxe(page);
    await logIn(page, alice);
    await page.goto('/trainings');
    const requests = page.getByRole('region', { name: 'Requests' });
    const item = requests.getByRole('listitem').filter({ hasText: carol.name });
    await item.waitFor();
    expect(
      await axeViolations(page, { include: '.booking-requests-panel', seriousOnly: true }),
    ).toEqual([]);
    expect(await axeViolations(page, { include: '.calendar-legend', seriousOnly: true })).toEqual(
      [],
    );

    await item.getByRole('button', { name: new RegExp(`^Decline: ${carol.name}`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline request' });
    const message = dialog.getByLabel('Message to the customer');
    await expect
      .poll(() => message.evaluate((field) => field === document.activeElement))
      .toBe(true);
    expect(await axeViolations(page, { include: '[role="dialog"]', seriousOnly: true })).toEqual(
      [],
    );
    await message.fill('I am away that evening; how about the morning?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Request declined: the customer has been emailed your message.').waitFor();

    const mine = await asCustomer<Array<{ _id: string; status: string; message: string }>>(
      carol,
      'GET',
      '/api/me/booking-requests',
    );
    expect(mine.find((entry) => entry._id === request._id)).toMatchObject({
      status: 'declined',
      message: 'I am away that evening; how about the morning?',
    });
  });
});
