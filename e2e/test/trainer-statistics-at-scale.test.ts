import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseByTyping } from '../src/combobox.js';
import { callPortalApi } from '../src/portal-api.js';
import { seedTrainers } from '../src/seed-trainers.js';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';

// One portal, grown from a studio of 10 trainers to a chain of 500 (bulk SQL) between the tests.
const app = usePortal();

const admin = { name: 'Ada Admin', email: 'ada.chain@example.com', password: 'admin password 123' };
const pad = (n: number, width: number) => String(n).padStart(width, '0');
// The studio's coaches complete 1..10 trainings; the chain's stars 41..50, everyone else 1..3.
const coaches = Array.from({ length: 10 }, (_, index) => `Coach ${pad(index + 1, 2)}`);
const stars = Array.from({ length: 10 }, (_, index) => `Star ${pad(index + 1, 2)}`);
const others = Array.from({ length: 480 }, (_, index) => `Trainer ${pad(index + 1, 3)}`);
const chartName = 'Number of Completed Trainings by Month';
let adminId = '';

beforeAll(async () => {
  const { user } = await callPortalApi<{ user: { _id: string } }>(
    app.portal.url,
    null,
    'POST',
    '/api/register',
    { ...admin, role: 'admin' },
  );
  adminId = user._id;
  await seed(coaches, (index) => index + 1);
});

const seed = (names: string[], completedOf: (index: number) => number) =>
  seedTrainers({
    databaseUrl: app.portal.databaseUrl,
    icEncryptionKey: app.portal.icEncryptionKey,
    adminId,
    names,
    completedOf,
  });

/** The Reports screen's trainer pay: its month totals and its per-trainer detail table. */
async function trainerPayReport() {
  const page = await app.newPage();
  await logIn(page, admin);
  await page.goto('/reports');
  const pay = page.getByRole('region', { name: 'Trainer pay', exact: true });
  const detail = pay.getByRole('table', { name: 'Trainer pay by trainer' });
  const detailRows = () =>
    detail
      .locator('tbody tr[aria-rowindex]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
  return { page, pay, detail, detailRows };
}

async function dashboard(): Promise<Page> {
  const page = await app.newPage();
  await logIn(page, admin);
  await page.waitForURL(/\/admindashboard$/);
  return page;
}

const chartLines = (page: Page) =>
  page.getByRole('table', { name: chartName }).getByRole('columnheader').allTextContents();
const statsTable = (page: Page) => page.getByRole('table', { name: 'Training Stats' });
/** The names of the table's rows in the DOM (a virtual table renders those near the view). */
const statsRowNames = (page: Page) =>
  statsTable(page)
    .locator('tbody tr[aria-rowindex]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));

describe('trainer statistics of a studio with 10 trainers', () => {
  it('draws every trainer, lists every row and offers every trainer in the filter', async () => {
    const page = await dashboard();
    await expect.poll(() => chartLines(page)).toEqual(['Month', ...coaches]);
    await expect.poll(() => statsRowNames(page)).toEqual(coaches);
    // All rows are loaded: the table tells screen readers how many there are.
    expect(await statsTable(page).getAttribute('aria-rowcount')).toBe('11');

    const filter = page.getByRole('combobox', { name: 'Trainer', exact: true });
    await filter.click();
    await expect
      .poll(() =>
        page
          .getByRole('listbox', { name: 'Matching options' })
          .getByRole('option')
          .allTextContents(),
      )
      .toEqual(['All Trainers', ...coaches]);
    await filter.press('Escape');

    await chooseByTyping(page.locator('.trainer-statistics'), 'Trainer', 'Coach 07');
    await expect.poll(() => chartLines(page)).toEqual(['Month', 'Coach 07']);
    await expect.poll(() => statsRowNames(page)).toEqual(['Coach 07']);
  });

  it("lists every trainer's pay in the report, every month's total above it", async () => {
    const { pay, detail, detailRows } = await trainerPayReport();
    // Ten trainers' months fit one page (Coach 01 worked one month, Coach 02 two, the rest three):
    // all 27 rows are loaded, and the table says how many (the DOM holds those near the view).
    await expect.poll(async () => (await detailRows()).length).toBeGreaterThan(0);
    await expect.poll(() => detail.getAttribute('aria-rowcount')).toBe('28');
    const totals = pay.getByRole('table', { name: 'Trainer pay', exact: true });
    const completed = await totals
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => Number(row.children[1]?.textContent)));
    expect(completed.reduce((sum, count) => sum + count, 0)).toBe(55);
  });
});

describe('trainer statistics of a chain with 500 trainers', () => {
  beforeAll(async () => {
    await seed(stars, (index) => 41 + index);
    await seed(others, (index) => 1 + (index % 3));
  }, 120_000);

  it("draws the chain's total, its top ten and Others, and pages the table on the server", async () => {
    const page = await dashboard();
    await expect
      .poll(() => chartLines(page))
      .toEqual(['Month', 'All trainers (total)', ...stars, 'Others']);

    // The first page only, with more to come; sorted by name, as the server sends it.
    const byName = [...coaches, ...stars, ...others].sort((a, b) => a.localeCompare(b));
    await expect
      .poll(async () => (await statsRowNames(page)).slice(0, 5))
      .toEqual(byName.slice(0, 5));
    expect(await statsTable(page).getAttribute('aria-rowcount')).toBe('-1');
    expect((await statsRowNames(page)).length).toBeLessThanOrEqual(50);

    // Most past trainings first: the server sorts the whole chain, not the page it sent.
    const pastHeader = statsTable(page).getByRole('button', { name: /^Past Trainings/ });
    await pastHeader.click();
    await pastHeader.click();
    // The stars did most (which of them most depends on the day: the window is the last 90 days).
    await expect.poll(async () => (await statsRowNames(page))[0]).toMatch(/^Star \d\d$/);
    expect(
      await statsTable(page)
        .getByRole('columnheader', { name: /^Past Trainings/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');

    // The filter searches the server: the whole chain's names never reach the page.
    const filter = page.getByRole('combobox', { name: 'Trainer', exact: true });
    await filter.click();
    const matches = page.getByRole('listbox', { name: 'Matching options' });
    await matches
      .getByText('More trainers match: type more of the name to narrow the list.')
      .waitFor();
    expect(await matches.getByRole('option').count()).toBe(51);
    await filter.press('Escape');
    await chooseByTyping(page.locator('.trainer-statistics'), 'Trainer', 'Trainer 250');
    await expect.poll(() => chartLines(page)).toEqual(['Month', 'Trainer 250']);
    await expect.poll(() => statsRowNames(page)).toEqual(['Trainer 250']);
  });

  it('pages the report detail on the server, with the whole chain in the month totals', async () => {
    const { pay, detail, detailRows } = await trainerPayReport();
    await expect.poll(async () => (await detailRows()).length).toBeGreaterThan(0);
    expect(await detail.getAttribute('aria-rowcount')).toBe('-1');
    expect((await detailRows()).length).toBeLessThanOrEqual(50);
    const totals = pay.getByRole('table', { name: 'Trainer pay', exact: true });
    const completed = await totals
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => Number(row.children[1]?.textContent)));
    // 55 by the coaches, 455 by the stars, 480 × 2 by everyone else.
    expect(completed.reduce((sum, count) => sum + count, 0)).toBe(55 + 455 + 960);
    const sessionsHeader = detail.getByRole('button', { name: /^Completed sessions/ });
    await sessionsHeader.click();
    await sessionsHeader.click();
    await expect.poll(async () => (await detailRows())[0]).toMatch(/^Star \d\d, /);
  });
});
