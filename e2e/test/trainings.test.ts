import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseByTyping } from '../src/combobox.js';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';
import { callPortalApi } from '../src/portal-api.js';
import { studioMonth } from '../src/studio-dates.js';

const app = usePortal();

const password = 'a long enough password';
const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password };
const alice = { name: 'Alice Trainer', email: 'alice.trainer@example.com', password };
const bob = { name: 'Bob Trainer', email: 'bob.trainer@example.com', password };

interface Named {
  _id: string;
  name: string;
}

/** A JSON call from the page's own session, as the web app makes it. */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    headers: { 'X-Requested-With': 'studio-web', Origin: app.portal.url },
    data: body,
  });
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** This month's point of the dashboard's 'Completed Trainings by Month' chart (read from its data table). */
async function chartPointThisMonth(page: Page): Promise<number> {
  const chart = page.getByRole('table', { name: 'Completed Trainings by Month' });
  await chart.waitFor({ state: 'attached' });
  const row = chart.getByRole('row', { name: studioMonth() });
  if ((await row.count()) === 0) return 0;
  return Number(await row.getByRole('cell').textContent());
}

/** Trainings Left as the customers screen shows it. */
async function trainingsLeft(page: Page, customer: Named & { email: string }): Promise<number> {
  await page.goto('/customers');
  const row = page.getByRole('row').filter({ hasText: customer.email });
  await row.waitFor();
  const headers = await page.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((header) => header.includes('Trainings Left'));
  return Number((await row.getByRole('cell').nth(column).textContent())?.trim());
}

/**
 * Clicks an empty calendar slot the way a person does: the calendar listens for the mouse on the
 * whole day column (its events layer lies above the slots), so press where the slot is.
 */
async function clickSlot(page: Page, slot: Locator): Promise<void> {
  await slot.scrollIntoViewIfNeeded();
  const box = (await slot.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

let carol: Named & { email: string };
let erin: Named & { email: string };

const apiCall = <T>(token: string | null, method: string, path: string, body?: unknown) =>
  callPortalApi<T>(app.portal.url, token, method, path, body);

beforeAll(async () => {
  const { token } = await apiCall<{ token: string }>(null, 'POST', '/api/register', {
    ...admin,
    role: 'admin',
  });
  const trainers: Named[] = [];
  for (const trainer of [alice, bob]) {
    const created = await apiCall<{ user: Named } | Named>(token, 'POST', '/api/admin/users', {
      ...trainer,
      role: 'trainer',
    });
    trainers.push('user' in created ? created.user : created);
  }
  const customer = (name: string, trainerID: string) =>
    apiCall<Named & { email: string }>(token, 'POST', '/api/customers', {
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
      phone: '91234567',
      dateOfBirth: '1990-05-17',
      ic: 'S1234567D',
      sex: 'Female',
      trainerID,
    });
  carol = await customer('Carol Customer', trainers[0]!._id);
  erin = await customer('Erin Customer', trainers[1]!._id);
  // Bob has a past training of his own that Alice must never see.
  await apiCall(token, 'POST', '/api/training', {
    customerID: erin._id,
    dateOfTraining: new Date(Date.now() - 30 * 3_600_000).toISOString(),
  });
});

describe('the training schedule', () => {
  it('lets a trainer book by clicking a slot, move it by dragging and in the modal, and claim it from the dashboard', async () => {
    const page = await app.newPage();
    // Tall enough that the whole day fits between the fixed header and footer.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await logIn(page, alice);
    await page
      .getByText('Review Unclaimed Trainings: No unclaimed trainings found in records.')
      .waitFor();
    const chartBefore = await chartPointThisMonth(page);
    const leftBefore = await trainingsLeft(page, carol);

    // The training ends at 13:00 (booked at 08:00, then moved): today once that is past, else
    // yesterday, so it can be claimed.
    const now = new Date();
    const day = now.getHours() >= 14 ? now : new Date(now.getTime() - 24 * 3_600_000);
    const sameMonth = day.getMonth() === now.getMonth();
    await page.goto('/trainings');
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    if (day !== now) await page.getByRole('button', { name: 'Back', exact: true }).click();

    const slots = page.locator('.rbc-day-slot .rbc-timeslot-group');
    await slots.first().waitFor();
    await clickSlot(page, slots.nth(8 - 6)); // 08:00
    const dialog = page.getByRole('dialog', { name: 'Schedule Training' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Date and time').inputValue()).toMatch(/T08:00$/);
    await chooseByTyping(dialog, 'Customer', carol.name);
    await dialog.getByRole('button', { name: 'Schedule Training' }).click();
    const scheduled = page.getByText('Success! Training has been scheduled.');
    await scheduled.waitFor();
    const event = page.locator('.rbc-event', { hasText: `${carol.name} (scheduled)` });
    await event.waitFor();
    // The banner goes after a second and the calendar moves up with it: measure after that.
    await scheduled.waitFor({ state: 'detached' });

    // Drag it two hours later.
    const from = (await event.boundingBox())!;
    const to = (await slots.nth(10 - 6).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 5);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + 30, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 5, { steps: 10 });
    await page.mouse.up();
    await page.getByText('Success! Training has been updated.').waitFor();
    let mine = await call<Array<{ _id: string; dateOfTraining: string; customerID: Named }>>(
      page,
      'GET',
      '/api/training',
    );
    expect(mine).toHaveLength(1);
    // Where exactly a drag lands depends on the pointer's path; it moved to one of the later hours.
    expect([10, 11]).toContain(new Date(mine[0]!.dateOfTraining).getHours());

    // And to 13:00 in the modal.
    await page.locator('.rbc-event', { hasText: carol.name }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Training' });
    const when = edit.getByLabel('Date and time');
    await when.fill((await when.inputValue()).replace(/T\d\d:00$/, 'T13:00'));
    await edit.getByRole('button', { name: 'Update Training' }).click();
    // The modal closes once the server has saved the change.
    await edit.waitFor({ state: 'detached' });
    mine = await call(page, 'GET', '/api/training');
    expect(new Date(mine[0]!.dateOfTraining).getHours()).toBe(13);
    await page.locator('.rbc-event', { hasText: `${carol.name} (scheduled)` }).waitFor();
    // Bob's customer never appears on Alice's calendar or in her calls.
    expect(await page.locator('.rbc-event', { hasText: erin.name }).count()).toBe(0);
    expect(mine.every((training) => training.customerID._id === carol._id)).toBe(true);

    await page.goto('/trainerdashboard');
    const table = page.getByRole('table', { name: 'Review Unclaimed Trainings:' });
    await table.getByRole('button', { name: new RegExp(`^Claim ${carol.name}`) }).click();
    await page.getByText('Success! Training has been changed to claimed and completed.').waitFor();
    await page
      .getByText('Review Unclaimed Trainings: No unclaimed trainings found in records.')
      .waitFor();

    expect(await trainingsLeft(page, carol)).toBe(leftBefore - 1);
    if (sameMonth) {
      await page.goto('/trainerdashboard');
      await expect.poll(() => chartPointThisMonth(page)).toBe(chartBefore + 1);
    }
  });

  it("shows an admin every trainer's statistics and filters them by trainer", async () => {
    const page = await app.newPage();
    await logIn(page, admin);
    await page.waitForURL(/\/admindashboard$/);
    // The trainer filter is searched by name on the server; opened empty it lists every trainer.
    const filter = page.getByRole('combobox', { name: 'Trainer', exact: true });
    await filter.click();
    const trainerOptions = page.getByRole('listbox', { name: 'Matching options' }).first();
    await expect
      .poll(() => trainerOptions.getByRole('option').allTextContents())
      .toEqual(['All Trainers', alice.name, bob.name]);
    await filter.press('Escape');
    const stats = page.getByRole('table', { name: 'Training Stats' });
    await stats.getByRole('row', { name: new RegExp(alice.name) }).waitFor();
    await stats.getByRole('row', { name: new RegExp(bob.name) }).waitFor();
    const chart = page.getByRole('table', { name: 'Number of Completed Trainings by Month' });
    await expect
      .poll(() => chart.getByRole('columnheader').allTextContents())
      .toEqual(['Month', alice.name]); // only Alice has completed trainings

    // A collapsible list shows its count at once and reads its dates when it is opened.
    const completedList = stats
      .getByRole('row', { name: new RegExp(alice.name) })
      .locator('details', { hasText: 'View Completed Trainings' });
    const summary = (await completedList.locator('summary').textContent()) ?? '';
    const completedCount = Number(/\((\d+)\)/.exec(summary)?.[1]);
    expect(completedCount).toBeGreaterThan(0);
    expect(await completedList.getByRole('listitem').count()).toBe(0);
    await completedList.locator('summary').click();
    await expect.poll(() => completedList.getByRole('listitem').count()).toBe(completedCount);

    await chooseByTyping(page.locator('.trainer-statistics'), 'Trainer', bob.name);
    await expect
      .poll(() => stats.getByRole('row', { name: new RegExp(alice.name) }).count())
      .toBe(0);
    expect(await stats.getByRole('row', { name: new RegExp(bob.name) }).count()).toBe(1);
    // Bob has no completed trainings, so his chart has no line.
    await expect.poll(() => chart.getByRole('columnheader').allTextContents()).toEqual(['Month']);
    // Bob's unclaimed training is in the admin's review.
    await page
      .getByRole('table', { name: 'Review Unclaimed Trainings:' })
      .getByText(erin.name)
      .waitFor();

    // The schedule asks the server for the chosen trainer's trainings and customers.
    await page.goto('/trainings');
    const askedForBob = page.waitForRequest(
      (request) => request.url().includes('/api/training?') && request.url().includes('trainerId='),
    );
    await chooseByTyping(page.locator('.schedule-filters'), 'Trainer', bob.name);
    await askedForBob;
    const filters = page.locator('.schedule-filters');
    await chooseByTyping(filters, 'Customer (filtered by trainer)', erin.name);
    expect(await filters.getByLabel('Customer (filtered by trainer)').inputValue()).toBe(erin.name);
    await page.getByText(`Training stats: ${erin.name}`).waitFor();
  });

  it("never gives a trainer another trainer's trainings or statistics", async () => {
    const page = await app.newPage();
    await logIn(page, alice);
    const calls = ['/api/training', '/api/unclaimedtraining'];
    for (const path of calls) {
      const trainings = await call<Array<{ customerID: Named }>>(page, 'GET', path);
      expect(trainings.some((training) => training.customerID._id === erin._id)).toBe(false);
    }
    const { trainers } = await call<{ trainers: Array<{ trainer: Named }> }>(
      page,
      'GET',
      '/api/training/stats/trainers',
    );
    expect(trainers.map((row) => row.trainer.name)).toEqual([alice.name]);
    const adminPage = await app.newPage();
    await logIn(adminPage, admin);
    const everything = await call<Array<{ _id: string; customerID: Named }>>(
      adminPage,
      'GET',
      '/api/training',
    );
    const erinsTraining = everything.find((training) => training.customerID._id === erin._id);
    const response = await page.request.fetch(`/api/claimtraining/${erinsTraining!._id}`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'studio-web', Origin: app.portal.url },
      data: { status: 'completed' },
    });
    expect(response.status()).toBe(404);
  });
});
