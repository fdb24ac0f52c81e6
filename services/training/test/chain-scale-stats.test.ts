import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Training } from '@studio/contracts/training';
import type { CompletedByMonth } from '@studio/contracts/training-stats';
import type { TrainerCounts, TrainerCountsPage } from '@studio/contracts/trainer-stats-lazy';
import { newAdmin, type Staff } from '@studio/service-kit/testing/staff-identity';
import { as, TrainingTestServices } from './training-test-services.js';

// A chain of 13 trainers: the k-th (k = 1..12) has k completed trainings, alternating between
// January and February; the 13th has none at all. "Now" is fixed.
const now = new Date('2025-03-01T02:00:00Z');
const admin = newAdmin('Ada Admin');
const names = ['Mia', 'Zoe', 'Ben', 'Kai', 'Ada', 'Lee', 'Tom', 'Ivy', 'Sam', 'Eve', 'Ron', 'Una'];
const idle = 'Quinn';

let services: TrainingTestServices;
let trainers: { staff: Staff; completed: number[] }[];
let idleTrainer: Staff;

const byName = (a: string, b: string) => a.localeCompare(b);

beforeAll(async () => {
  services = await TrainingTestServices.start({ now: () => now, withAuth: true });
  trainers = [];
  for (const [index, name] of names.entries()) {
    const staff = await services.register(name, 'trainer');
    const customer = await services.addCustomer(staff, `${name}'s Customer`);
    const completed = [0, 0];
    for (let session = 0; session < index + 1; session++) {
      const month = session % 2;
      const created = await services.schedule(staff, {
        customerID: customer,
        dateOfTraining: `2025-0${month + 1}-${String(2 + session).padStart(2, '0')}T04:00:00Z`,
        allowConflict: true,
      });
      expect(created.statusCode, created.body).toBe(201);
      const claimed = await services.claim(admin, (created.json() as Training)._id);
      expect(claimed.statusCode, claimed.body).toBe(200);
      completed[month]! += 1;
    }
    trainers.push({ staff, completed });
  }
  idleTrainer = await services.register(idle, 'trainer');
}, 120_000);
afterAll(() => services?.close());

async function get<T>(url: string, staff: Staff = admin): Promise<T> {
  const response = await services.training.inject({ method: 'GET', url, headers: await as(staff) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the "All Trainers" chart of a chain', () => {
  it('draws the ten trainers with most completed trainings, by name, and sums the rest as Others', async () => {
    const chart = await get<CompletedByMonth>('/api/training/stats/completed-by-month');
    expect(chart.months).toEqual(['2025-01', '2025-02', '2025-03']);
    const topTen = trainers.slice(2);
    expect(chart.series).toEqual(
      [...topTen]
        .sort((a, b) => byName(a.staff.name, b.staff.name))
        .map(({ staff, completed }) => ({
          trainer: { _id: staff.userId, name: staff.name },
          counts: [...completed, 0],
        })),
    );
    // Mia (1 in January) and Zoe (1 in January, 1 in February).
    expect(chart.others).toEqual({ trainerCount: 2, counts: [2, 1, 0] });
    const all = trainers.reduce(
      (sum, { completed }) => [sum[0]! + completed[0]!, sum[1]! + completed[1]!],
      [0, 0],
    );
    expect(chart.totals).toEqual([...all, 0]);
  });

  it("shows a chosen trainer's own line, with nothing summed", async () => {
    const mia = trainers[0]!.staff;
    const chart = await get<CompletedByMonth>(
      `/api/training/stats/completed-by-month?trainerId=${mia.userId}`,
    );
    expect(chart.series).toEqual([
      { trainer: { _id: mia.userId, name: 'Mia' }, counts: [1, 0, 0] },
    ]);
    expect(chart.others).toBeNull();
    expect(chart.totals).toEqual([1, 0, 0]);
  });
});

describe('the Training Stats table paged and sorted on the server', () => {
  async function everyPage(query: string, staff: Staff = admin): Promise<TrainerCounts[]> {
    const rows: TrainerCounts[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: TrainerCountsPage = await get(
        `/api/training/stats/trainer-counts?${query}${cursor ? `&cursor=${cursor}` : ''}`,
        staff,
      );
      expect(page.items.length).toBeLessThanOrEqual(5);
      rows.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    return rows;
  }

  it('lists every trainer account by name, a trainer without trainings with zeros', async () => {
    const rows = await everyPage('limit=5');
    expect(rows.map((row) => row.trainer.name)).toEqual([...names, idle].sort(byName));
    expect(rows.find((row) => row.trainer._id === idleTrainer.userId)).toEqual({
      trainer: { _id: idleTrainer.userId, name: idle },
      pastCount: 0,
      upcomingCount: 0,
      avgPastSessionsPerWeek: '0.00',
      scheduledCount: 0,
      completedCount: 0,
    });
    const una = rows.find((row) => row.trainer.name === 'Una');
    expect(una).toMatchObject({
      pastCount: 12,
      completedCount: 12,
      avgPastSessionsPerWeek: '1.40',
    });
  });

  it('sorts by a count either way, ties by name', async () => {
    const descending = await everyPage('limit=5&sort=pastCount&order=desc');
    expect(descending.map((row) => row.trainer.name)).toEqual([...names].reverse().concat(idle));
    const ascending = await everyPage('limit=5&sort=avgPastSessionsPerWeek');
    expect(ascending.map((row) => row.pastCount)).toEqual([0, ...names.map((_, k) => k + 1)]);
    // Everyone has 0 upcoming: the name decides.
    const upcoming = await everyPage('limit=5&sort=upcomingCount&order=desc');
    expect(upcoming.map((row) => row.trainer.name)).toEqual([...names, idle].sort(byName));
  });

  it('narrows to one trainer, and gives a trainer only their own row', async () => {
    const ben = trainers[2]!.staff;
    const filtered = await everyPage(`limit=5&trainerId=${ben.userId}`);
    expect(filtered.map((row) => [row.trainer.name, row.pastCount])).toEqual([['Ben', 3]]);
    const own = await everyPage('limit=5', ben);
    expect(own.map((row) => [row.trainer.name, row.pastCount])).toEqual([['Ben', 3]]);
  });

  it('answers the whole list without paging parameters, as before', async () => {
    const whole = await get<{ trainers: TrainerCounts[] }>('/api/training/stats/trainer-counts');
    // Only trainers with trainings in the windows, as outside clients have always read it.
    expect(whole.trainers).toHaveLength(12);
  });

  it('refuses a cursor of another order and an unknown sort with a message naming it', async () => {
    const first: TrainerCountsPage = await get('/api/training/stats/trainer-counts?limit=2');
    const other = await services.training.inject({
      method: 'GET',
      url: `/api/training/stats/trainer-counts?limit=2&sort=pastCount&cursor=${first.nextCursor}`,
      headers: await as(admin),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toMatch(/out of date/);
    const unknown = await services.training.inject({
      method: 'GET',
      url: '/api/training/stats/trainer-counts?sort=email',
      headers: await as(admin),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/sort/);
  });
});
