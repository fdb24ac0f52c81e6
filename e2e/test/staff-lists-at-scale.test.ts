import type { Locator, Page } from 'playwright-core';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { callPortalApi } from '../src/portal-api.js';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';

const app = usePortal();

const admin = { name: 'Ada Admin', email: 'ada.scale@example.com', password: 'admin password 123' };
// Lower-case first: by raw code points 'B' sorts before 'a'; by lower-cased name Amy comes first.
const amy = { name: 'amy Lee', email: 'amy.scale@example.com', password: 'amy password 123' };
const ben = { name: 'Ben Tan', email: 'ben.scale@example.com', password: 'ben password 123' };

/** The bulk of the list; plus one customer added before it and one after (first and last joined). */
const bulkCount = 998;
const customerCount = bulkCount + 2;
/** Upper and lower case alternate, so a case-sensitive sort would split them apart. */
const words = ['alpha', 'Bravo', 'charlie', 'DELTA', 'echo', 'Foxtrot', 'golf', 'Hotel'];
const sexes = ['Female', 'male', 'FEMALE', 'Male'];

interface Seeded {
  _id: string;
  name: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  sex: string;
  trainer: string;
}

function bulkCustomer(index: number, trainers: { _id: string; name: string }[]) {
  const word = words[index % words.length]!;
  const number = String(index).padStart(4, '0');
  const trainer = trainers[index % trainers.length]!;
  return {
    body: {
      name: `${word} ${number}`,
      email: `${word.toLowerCase()}${number}@scale.example.com`,
      phone: `9${String(index).padStart(7, '0')}`,
      dateOfBirth: `${1950 + (index % 50)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
      ic: 'S1234567D',
      sex: sexes[index % sexes.length]!,
      trainerID: trainer._id,
    },
    trainer: trainer.name,
  };
}

let seeded: Seeded[] = [];
let firstJoined: Seeded;
let lastJoined: Seeded;
/** Customers paid for in this order: the first payment's dates sort them so. */
let paidInOrder: Seeded[] = [];
let amyId = '';
let adminId = '';

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

const apiCall = <T>(token: string | null, method: string, path: string, body?: unknown) =>
  callPortalApi<T>(app.portal.url, token, method, path, body);

beforeAll(async () => {
  const { token, user } = await apiCall<{ token: string; user: { _id: string } }>(
    null,
    'POST',
    '/api/register',
    {
      ...admin,
      role: 'admin',
    },
  );
  const trainers: { _id: string; name: string }[] = [];
  for (const trainer of [amy, ben]) {
    const created = await apiCall<{ user: { _id: string; name: string } }>(
      token,
      'POST',
      '/api/admin/users',
      { ...trainer, role: 'trainer' },
    );
    trainers.push(created.user);
  }
  amyId = trainers[0]!._id;
  adminId = user._id;
  const add = async ({ body, trainer }: ReturnType<typeof bulkCustomer>) => {
    const created = await apiCall<{ _id: string }>(token, 'POST', '/api/customers', body);
    return { _id: created._id, ...body, trainer };
  };
  const named = (index: number, name: string) => {
    const customer = bulkCustomer(index, trainers);
    return { ...customer, body: { ...customer.body, name } };
  };
  firstJoined = await add(named(bulkCount, 'Kilo First'));
  seeded = await inParallel(
    Array.from({ length: bulkCount }, (_, index) => bulkCustomer(index, trainers)),
    12,
    add,
  );
  lastJoined = await add(named(bulkCount + 1, 'Lima Last'));
  seeded = [firstJoined, ...seeded, lastJoined];

  // Payments one after another: C, then A, then B, then A four more times (five in A's history).
  const [c, a, b] = [seeded[500]!, seeded[100]!, seeded[300]!];
  paidInOrder = [c, a, b];
  let key = 0;
  for (const customer of [c, a, b, a, a, a, a]) {
    const paid = await fetch(new URL('/api/payments', app.portal.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'Idempotency-Key': `scale-payment-${key}`,
      },
      body: JSON.stringify({
        amountPaid: 100 + key,
        numOfTrainingsPaidFor: 1 + key,
        customerID: customer._id,
      }),
    });
    expect(paid.status).toBe(201);
    key += 1;
  }
  // A training tomorrow for one of Amy's customers (the statistics list).
  await apiCall(token, 'POST', '/api/training', {
    customerID: seeded.find((customer) => customer.trainer === amy.name)!._id,
    dateOfTraining: new Date(Date.now() + 24 * 3_600_000).toISOString(),
  });
}, 300_000);

const table = (page: Page) => page.getByRole('table', { name: 'Customers' });
const dataRows = (page: Page) => table(page).locator('tbody tr[aria-rowindex]');
const header = (page: Page, name: string) =>
  table(page).getByRole('button', { name: new RegExp(`^${name}`) });

/** The visible rows' cell texts, top to bottom. */
async function rowCells(page: Page): Promise<string[][]> {
  return dataRows(page).evaluateAll((rows) =>
    rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
  );
}

const nameOf = (cells: string[]) => cells[0]!.replace(/IC .*$/, '');

/** Waits until the first row is `name`, after a sort or search. */
async function firstRowIs(page: Page, name: string) {
  await dataRows(page).first().locator('.customer-name', { hasText: name }).waitFor();
  await expect.poll(async () => nameOf((await rowCells(page))[0]!)).toBe(name);
}

/** Scrolls the table to its end, page after page, checking the DOM never holds more than 200 rows. */
async function scrollToEnd(page: Page, scroller: Locator): Promise<number> {
  let most = 0;
  for (let round = 0; round < 100; round += 1) {
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await page.waitForTimeout(50);
    most = Math.max(most, await dataRows(page).count());
    const rowCount = await table(page).getAttribute('aria-rowcount');
    const loading = await table(page).locator('.data-table-loading-row').count();
    if (rowCount !== '-1' && loading === 0) {
      await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await page.waitForTimeout(100);
      return most;
    }
  }
  throw new Error('the list never reached its end');
}

const lower = (text: string) => text.toLowerCase();
const ascending = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('the staff lists at a thousand customers', () => {
  it('sorts every column by the spec rules on the server, scrolls to the end with at most 200 rows in the DOM, and searches', async () => {
    const page = await app.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    await logIn(page, admin);
    // Each page of rows carries its customers' portal access: no call per row, however far it scrolls.
    const perRowAccessCalls: string[] = [];
    page.on('request', (request) => {
      if (/^\/api\/customers\/[^/]+\/access$/.test(new URL(request.url()).pathname))
        perRowAccessCalls.push(request.url());
    });
    await page.goto('/customers');
    const scroller = page.locator('.data-table-scroller');

    // Default: date joined, ascending; the first added customer first.
    await firstRowIs(page, firstJoined.name);
    expect(
      await table(page)
        .getByRole('columnheader', { name: /^Date Joined/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(await table(page).getAttribute('aria-rowcount')).toBe('-1');
    expect(await dataRows(page).first().getAttribute('aria-rowindex')).toBe('2');

    // Arrow keys move between cells (one cell in the tab order).
    await dataRows(page).first().locator('td').first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell')))
      .toBe('1:1');
    await page.keyboard.press('Control+End');
    // The last loaded row is scrolled in, then focused.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell')))
      .toMatch(/^\d+:10$/);

    // Scrolling loads page after page to the end: the last added customer last, all counted.
    const mostRows = await scrollToEnd(page, scroller);
    expect(mostRows).toBeLessThanOrEqual(200);
    expect(await table(page).getAttribute('aria-rowcount')).toBe(String(customerCount + 1));
    const lastRow = dataRows(page).last();
    expect(await lastRow.getAttribute('aria-rowindex')).toBe(String(customerCount + 1));
    expect(nameOf((await rowCells(page)).at(-1)!)).toBe(lastJoined.name);
    await lastRow.getByText('Portal: not invited').waitFor();
    expect(perRowAccessCalls).toEqual([]);

    // Name: case-insensitive, ascending first, flipping on the next click.
    const byName = seeded
      .map((customer) => customer.name)
      .sort((a, b) => ascending(lower(a), lower(b)));
    await header(page, 'Name').click();
    await firstRowIs(page, byName[0]!);
    expect((await rowCells(page)).slice(0, 10).map(nameOf)).toEqual(byName.slice(0, 10));
    await header(page, 'Name').click();
    await firstRowIs(page, byName.at(-1)!);
    expect((await rowCells(page)).slice(0, 10).map(nameOf)).toEqual(byName.slice(-10).reverse());
    expect(
      await table(page).getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort'),
    ).toBe('descending');

    // Email and Phone: text, case-insensitive.
    const byEmail = seeded.map((customer) => customer.email).sort(ascending);
    await header(page, 'Email').click();
    await expect
      .poll(async () => (await rowCells(page)).slice(0, 10).map((cells) => cells[1]))
      .toEqual(byEmail.slice(0, 10));
    const byPhone = seeded.map((customer) => customer.phone).sort(ascending);
    await header(page, 'Phone').click();
    await expect
      .poll(async () => (await rowCells(page)).slice(0, 10).map((cells) => cells[2]))
      .toEqual(byPhone.slice(0, 10));

    // Date of Birth by age: ascending is youngest first (latest birth date).
    const byEmailAddress = new Map(seeded.map((customer) => [customer.email, customer]));
    const birthDatesShown = async () =>
      (await rowCells(page))
        .slice(0, 10)
        .map((cells) => byEmailAddress.get(cells[1]!)!.dateOfBirth);
    const byBirth = seeded.map((customer) => customer.dateOfBirth).sort(ascending);
    await header(page, 'Date of Birth').click();
    await expect.poll(birthDatesShown).toEqual(byBirth.slice(-10).reverse());
    await header(page, 'Date of Birth').click();
    await expect.poll(birthDatesShown).toEqual(byBirth.slice(0, 10));

    // Sex: case-insensitive ('FEMALE', 'Female' together, before 'male', 'Male').
    await header(page, 'Sex').click();
    await expect
      .poll(async () => new Set((await rowCells(page)).map((cells) => lower(cells[4]!))))
      .toEqual(new Set(['female']));
    expect((await rowCells(page)).map((cells) => cells[4]).some((sex) => sex === 'FEMALE')).toBe(
      true,
    );
    expect((await rowCells(page)).map((cells) => cells[4]).some((sex) => sex === 'Female')).toBe(
      true,
    );

    // Trainings Left: ascending from 0; descending puts the paid customers first (A 24, B 3, C 1).
    await header(page, 'Trainings Left').click();
    await expect
      .poll(async () => new Set((await rowCells(page)).map((cells) => cells[6])))
      .toEqual(new Set(['0']));
    await header(page, 'Trainings Left').click();
    await expect
      .poll(async () => (await rowCells(page)).slice(0, 4).map((cells) => cells[6]))
      .toEqual(['24', '3', '1', '0']);

    // Trainer by lower-cased name: 'amy Lee' before 'Ben Tan'; then flipped.
    await header(page, 'Trainer').click();
    await expect
      .poll(async () => new Set((await rowCells(page)).map((cells) => cells[8])))
      .toEqual(new Set([amy.name]));
    await header(page, 'Trainer').click();
    await expect
      .poll(async () => new Set((await rowCells(page)).map((cells) => cells[8])))
      .toEqual(new Set([ben.name]));

    // Payment History by the first payment's date, no payments earliest: descending starts with
    // the customer first paid last (B), then A (paid since, but first paid earlier), then C.
    await header(page, 'Payment History').click();
    // Customers without payments first, in id order: both trainers' customers among them.
    await expect
      .poll(async () => {
        const cells = await rowCells(page);
        return [new Set(cells.map((row) => row[10])), new Set(cells.map((row) => row[8])).size];
      })
      .toEqual([new Set(['No Payment History']), 2]);
    await header(page, 'Payment History').click();
    await firstRowIs(page, paidInOrder[2]!.name);
    expect((await rowCells(page)).slice(0, 4).map(nameOf)).toEqual([
      paidInOrder[2]!.name,
      paidInOrder[1]!.name,
      paidInOrder[0]!.name,
      expect.any(String),
    ]);
    expect((await rowCells(page))[3]![10]).toBe('No Payment History');

    // "+ Show More" reads A's whole history (five payments, newest first) when opened.
    const rowA = dataRows(page).filter({ hasText: paidInOrder[1]!.email });
    expect(await rowA.getByRole('listitem').count()).toBe(1);
    await rowA.getByRole('button', { name: '+ Show More' }).click();
    await expect.poll(() => rowA.getByRole('listitem').count()).toBe(5);
    // Each payment with what is left of its package (issue 14).
    expect(await rowA.getByRole('listitem').first().textContent()).toMatch(
      /\$106 for 7 trainings\d+ left · expires /,
    );
    await rowA.getByRole('button', { name: '− Show Less' }).click();
    await expect.poll(() => rowA.getByRole('listitem').count()).toBe(1);

    // Search: the server filters; every row matches, and the list is whole at once.
    const matching = seeded.filter((customer) => lower(customer.name).includes('delta 01'));
    expect(matching.length).toBeGreaterThan(5);
    await page.getByLabel('Search customers').fill('DeLtA 01');
    await expect
      .poll(() => table(page).getAttribute('aria-rowcount'), { timeout: 10_000 })
      .toBe(String(matching.length + 1));
    const found = (await rowCells(page)).map(nameOf);
    expect(found.length).toBe(matching.length);
    expect(found.every((name) => lower(name).includes('delta 01'))).toBe(true);
    await page.getByLabel('Search customers').fill('no such customer anywhere');
    await table(page).getByText('No customers match this search.').waitFor();
  });

  it('exports the filtered, sorted list as CSV from the screen', async () => {
    const page = await app.newPage();
    await logIn(page, admin);
    await page.goto('/customers');
    await dataRows(page).first().waitFor();
    await page.getByLabel('Search customers').fill('echo');
    await header(page, 'Name').click();
    await header(page, 'Name').click();
    const matching = seeded
      .filter((customer) => lower(customer.name).includes('echo'))
      .sort((a, b) => ascending(lower(b.name), lower(a.name)));
    await firstRowIs(page, matching[0]!.name);
    const link = page.getByRole('link', { name: 'Export CSV' });
    expect(await link.getAttribute('href')).toBe(
      '/api/customers/export.csv?sort=name&order=desc&q=echo',
    );
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Phone,IC,Date of Birth,Sex,Date Joined,Trainings Left,Trainer,Payments,Total Paid ($),Next Expiry,Sessions Expiring',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      matching.map((customer) => customer.name),
    );
  });

  it('shows each customer as a card of label and value at phone width', async () => {
    const page = await app.newPage();
    await page.setViewportSize({ width: 390, height: 800 });
    await logIn(page, admin);
    await page.goto('/customers');
    const firstRow = dataRows(page).first();
    await firstRow.waitFor();
    expect(await firstRow.evaluate((row) => getComputedStyle(row).display)).toBe('block');
    const emailCell = firstRow.locator('td').nth(1);
    expect(await emailCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
      '"Email"',
    );
    // The card fits the screen: nothing to scroll sideways.
    const scroller = page.locator('.data-table-scroller');
    expect(await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    // Sorting stays at hand as the header's buttons.
    await header(page, 'Name').click();
    await expect
      .poll(() =>
        table(page).getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort'),
      )
      .toBe('ascending');
  });

  it('shows the trainers and payments tables from the paged lists, and opens a statistics list', async () => {
    const page = await app.newPage();
    await logIn(page, admin);

    await page.goto('/trainers');
    const trainers = page.getByRole('table', { name: 'Trainers' });
    await trainers.getByRole('row').filter({ hasText: ben.email }).waitFor();
    await trainers.getByRole('button', { name: /^Name/ }).click();
    await expect
      .poll(
        async () =>
          await trainers.locator('tbody tr[aria-rowindex] td:first-child').allTextContents(),
      )
      .toEqual([admin.name, amy.name, ben.name]);
    await page.getByLabel('Search accounts').fill('BEN');
    await expect
      .poll(
        async () =>
          await trainers.locator('tbody tr[aria-rowindex] td:first-child').allTextContents(),
      )
      .toEqual([ben.name]);

    await page.goto('/payments');
    await page.getByRole('heading', { name: 'List of Payments (latest 2 months)' }).waitFor();
    const payments = page.getByRole('table', { name: /^Payments of / });
    await expect.poll(() => payments.locator('tbody tr[aria-rowindex]').count()).toBe(7);
    // Newest first until a header is chosen; then by amount, ascending, on the server.
    const amounts = () =>
      payments.locator('tbody tr[aria-rowindex] td:nth-child(2)').allTextContents();
    expect(await amounts()).toEqual(['$106', '$105', '$104', '$103', '$102', '$101', '$100']);
    await payments.getByRole('button', { name: /^\$/ }).click();
    await expect.poll(amounts).toEqual(['$100', '$101', '$102', '$103', '$104', '$105', '$106']);
    await page.getByLabel('Search payments').fill(paidInOrder[0]!.email);
    await expect.poll(amounts).toEqual(['$100']);

    await page.goto('/admindashboard');
    const amyRow = page.getByRole('row').filter({ hasText: amy.name });
    await amyRow.getByText('View Upcoming Trainings (1)').click();
    await amyRow.getByRole('listitem').first().waitFor();
    expect(await amyRow.getByRole('listitem').count()).toBe(1);
    expect(amyId).not.toBe('');
  });

  it('pages a longer payments list into its two month tables', async () => {
    // 150 older payments for one of Amy's customers, five weeks back (bulk SQL, as the chain seed does).
    const client = new pg.Client({ connectionString: app.portal.databaseUrl });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO payment.payments (id, customer_id, trainer_id, trainer_verified, amount_paid,
                num_of_trainings_paid_for, paid_at, status, credited_at, recorded_by, idempotency_key, request_hash)
         SELECT gen_random_uuid(), $1, $2, true, 50, 1, now() - interval '35 days' + i * interval '1 minute',
                'credited', now() - interval '35 days', $3, 'older-' || i, 'older'
           FROM generate_series(1, 150) AS i`,
        [seeded.find((customer) => customer.trainer === amy.name)!._id, amyId, adminId],
      );
    } finally {
      await client.end();
    }

    const page = await app.newPage();
    await logIn(page, admin);
    await page.goto('/payments');
    const tables = page.getByRole('table', { name: /^Payments of / });
    // Newest month first: this month's seven, then the older month from the next pages.
    await expect.poll(() => tables.count()).toBe(2);
    const [newer, older] = [tables.nth(0), tables.nth(1)];
    await expect.poll(() => newer.locator('tbody tr[aria-rowindex]').count()).toBe(7);
    for (let round = 0; round < 30; round += 1) {
      if ((await older.getAttribute('aria-rowcount')) === '151') break;
      await older
        .locator('xpath=..')
        .evaluate((scroller) => scroller.scrollTo({ top: scroller.scrollHeight }));
      await page.waitForTimeout(200);
    }
    expect(await older.getAttribute('aria-rowcount')).toBe('151');
    expect(await newer.getAttribute('aria-rowcount')).toBe('8');
    expect(await older.locator('tbody tr').count()).toBeLessThanOrEqual(200);
    // The last page came in below what was in view: scrolled to the end again, the last row shows.
    await expect
      .poll(async () => {
        await older
          .locator('xpath=..')
          .evaluate((scroller) => scroller.scrollTo({ top: scroller.scrollHeight }));
        return older.locator('tbody tr[aria-rowindex]').last().getAttribute('aria-rowindex');
      })
      .toBe('151');
  });
});
