import { QueryTypes, Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Training } from '@studio/contracts/training';
import type {
  CompletedByMonth,
  TrainerStatsList,
  TrainingStats,
} from '@studio/contracts/training-stats';
import type { TrainerCountsList } from '@studio/contracts/trainer-stats-lazy';
import { newAdmin, newTrainer } from '@studio/service-kit/testing/staff-identity';
import { buildTrainingApp } from '../src/app.js';
import { completedByMonth } from '../src/stats/stats-queries.js';
import { monthLabel } from '../src/stats/months.js';
import { statsWindow } from '../src/stats/window.js';
import { as, TrainingTestServices } from './training-test-services.js';

/**
 * A hand-computed calendar. "Now" is Sat 1 Mar 2025, 10:00 in Singapore (02:00 UTC), so:
 * - the past window starts at the start of 1 Dec 2024 in Singapore (2024-11-30T16:00Z);
 * - the upcoming window ends at the start of 31 May 2025 in Singapore (2025-05-30T16:00Z);
 * - several trainings sit in a different month in Singapore than in UTC.
 */
const now = new Date('2025-03-01T02:00:00Z');
const alice = newTrainer('Alice Trainer');
const bob = newTrainer('Bob Trainer');
const admin = newAdmin('Ada Admin');

const fixture = {
  alice: [
    { at: '2024-11-30T15:59:00Z', claim: true }, // 30 Nov 23:59 SGT: month 2024-11, just before the past window
    { at: '2025-01-31T15:30:00Z', claim: true }, // 31 Jan 23:30 SGT: 2025-01
    { at: '2025-01-31T16:30:00Z', claim: true }, // 1 Feb 00:30 SGT: 2025-02 (still January in UTC)
    { at: '2025-02-15T04:00:00Z', claim: true }, // 2025-02
    { at: '2025-02-28T17:00:00Z', claim: false }, // 1 Mar 01:00 SGT: past, unclaimed
    { at: '2025-03-01T03:00:00Z', claim: false }, // later today: upcoming
  ],
  bob: [
    { at: '2024-11-30T16:00:00Z', claim: true }, // 1 Dec 00:00 SGT: first instant of the past window, 2024-12
    { at: '2025-02-28T16:30:00Z', claim: true }, // 1 Mar 00:30 SGT: 2025-03 (February in UTC)
    { at: '2025-05-30T15:59:00Z', claim: false }, // 30 May 23:59 SGT: last minute of the upcoming window
    { at: '2025-05-30T16:00:00Z', claim: false }, // 31 May 00:00 SGT: beyond it
  ],
};

const expectedMonths = ['2024-11', '2024-12', '2025-01', '2025-02', '2025-03'];
const expectedAliceByMonth = [1, 0, 1, 2, 0];
const expectedBobByMonth = [0, 1, 0, 0, 1];
const expectedTotals = [1, 1, 1, 2, 1];
const expectedAliceStats: TrainingStats = {
  pastCount: 4,
  upcomingCount: 1,
  avgPastSessionsPerWeek: '0.47',
  scheduledCount: 1,
  completedCount: 3,
};
const expectedBobStats: TrainingStats = {
  pastCount: 2,
  upcomingCount: 1,
  avgPastSessionsPerWeek: '0.23',
  scheduledCount: 0,
  completedCount: 2,
};

let services: TrainingTestServices;
let alicesCustomer: string;
const originalTz = process.env.TZ;

beforeAll(async () => {
  services = await TrainingTestServices.start({ now: () => now });
  alicesCustomer = await services.addCustomer(alice, 'Carol Customer');
  const bobsCustomer = await services.addCustomer(bob, 'Erin Customer');
  for (const [trainer, customer, trainings] of [
    [alice, alicesCustomer, fixture.alice],
    [bob, bobsCustomer, fixture.bob],
  ] as const) {
    for (const { at, claim } of trainings) {
      const created = await services.schedule(trainer, {
        customerID: customer,
        dateOfTraining: at,
        allowConflict: true,
      });
      const training = created.json() as Training;
      if (!claim) continue;
      const claimed = await services.training.inject({
        method: 'POST',
        url: `/api/claimtraining/${training._id}`,
        headers: await as(admin),
        payload: { status: 'completed' },
      });
      expect(claimed.statusCode).toBe(200);
    }
  }
});
afterAll(async () => {
  process.env.TZ = originalTz;
  await services?.close();
});

describe.each(['UTC', 'America/New_York', 'Pacific/Kiritimati'])(
  'statistics with the process in %s',
  (timeZone) => {
    let app: Awaited<ReturnType<typeof buildTrainingApp>>;
    beforeAll(async () => {
      process.env.TZ = timeZone;
      app = await buildTrainingApp(services.config, { now: () => now });
    });
    afterAll(() => app.close());

    const get = async <T>(url: string, staff = admin): Promise<T> => {
      const response = await app.inject({ method: 'GET', url, headers: await as(staff) });
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    it('buckets completed trainings by Singapore month, every month up to now', async () => {
      const chart = await get<CompletedByMonth>('/api/training/stats/completed-by-month');
      expect(chart.months).toEqual(expectedMonths);
      const byTrainer = Object.fromEntries(
        chart.series.map((line) => [line.trainer._id, line.counts]),
      );
      expect(byTrainer).toEqual({
        [alice.userId]: expectedAliceByMonth,
        [bob.userId]: expectedBobByMonth,
      });
      expect(chart.totals).toEqual(expectedTotals);
      // A studio with ten trainers or fewer draws every one of them: nothing is summed as Others.
      expect(chart.others).toBeNull();
    });

    it('gives a trainer only their own line', async () => {
      const chart = await get<CompletedByMonth>('/api/training/stats/completed-by-month', alice);
      expect(chart.months).toEqual(expectedMonths);
      expect(chart.series.map((line) => [line.trainer._id, line.counts])).toEqual([
        [alice.userId, expectedAliceByMonth],
      ]);
    });

    it('filters the chart by trainer for an admin', async () => {
      const chart = await get<CompletedByMonth>(
        `/api/training/stats/completed-by-month?trainerId=${bob.userId}`,
      );
      expect(chart.series.map((line) => line.trainer._id)).toEqual([bob.userId]);
      // The chart starts at the selection's first completed month.
      expect(chart.months).toEqual(['2024-12', '2025-01', '2025-02', '2025-03']);
      expect(chart.totals).toEqual([1, 0, 0, 1]);
    });

    it('counts the 90-day windows per trainer and lists the dates behind them', async () => {
      const { trainers } = await get<TrainerStatsList>('/api/training/stats/trainers');
      const byId = Object.fromEntries(trainers.map((row) => [row.trainer._id, row]));
      expect(byId[alice.userId]).toMatchObject(expectedAliceStats);
      expect(byId[bob.userId]).toMatchObject(expectedBobStats);
      expect(byId[alice.userId]?.scheduled).toEqual(['2025-02-28T17:00:00.000Z']);
      expect(byId[alice.userId]?.completed).toEqual([
        '2025-01-31T15:30:00.000Z',
        '2025-01-31T16:30:00.000Z',
        '2025-02-15T04:00:00.000Z',
      ]);
      expect(byId[alice.userId]?.upcoming).toEqual(['2025-03-01T03:00:00.000Z']);
      expect(byId[bob.userId]?.completed).toEqual([
        '2024-11-30T16:00:00.000Z',
        '2025-02-28T16:30:00.000Z',
      ]);
      expect(byId[bob.userId]?.upcoming).toEqual(['2025-05-30T15:59:00.000Z']);
    });

    it("gives an admin the whole studio's and one trainer's window counts", async () => {
      expect(await get<TrainingStats>('/api/training/stats/summary')).toEqual({
        pastCount: 6,
        upcomingCount: 2,
        avgPastSessionsPerWeek: '0.70',
        scheduledCount: 1,
        completedCount: 5,
      });
      expect(
        await get<TrainingStats>(`/api/training/stats/summary?trainerId=${alice.userId}`),
      ).toEqual(expectedAliceStats);
      const { trainers } = await get<TrainerCountsList>('/api/training/stats/trainer-counts');
      const counts = Object.fromEntries(trainers.map(({ trainer, ...row }) => [trainer._id, row]));
      expect(counts).toEqual({
        [alice.userId]: expectedAliceStats,
        [bob.userId]: expectedBobStats,
      });
    });

    it("shows a trainer only their own row, and the schedule panel's stats for one customer", async () => {
      const { trainers } = await get<TrainerStatsList>('/api/training/stats/trainers', bob);
      expect(trainers.map((row) => row.trainer._id)).toEqual([bob.userId]);
      const panel = await get<TrainingStats>(
        `/api/training/stats/summary?customerId=${alicesCustomer}`,
      );
      expect(panel).toEqual(expectedAliceStats);
      const hidden = await get<TrainingStats>(
        `/api/training/stats/summary?customerId=${alicesCustomer}`,
        bob,
      );
      expect(hidden).toEqual({
        pastCount: 0,
        upcomingCount: 0,
        avgPastSessionsPerWeek: '0.00',
        scheduledCount: 0,
        completedCount: 0,
      });
    });
  },
);

describe('the SQL does not depend on the database session time zone', () => {
  it('gives the same Singapore months with the session in Los Angeles time', async () => {
    const sequelize = new Sequelize(services.config.databaseUrl, {
      dialect: 'postgres',
      logging: false,
      timezone: 'America/Los_Angeles',
      dialectOptions: { options: '-c search_path=training,public' },
    });
    try {
      const [session] = await sequelize.query<{ TimeZone: string }>('SHOW TIME ZONE', {
        type: QueryTypes.SELECT,
      });
      expect(session?.TimeZone).toBe('America/Los_Angeles');
      const rows = await completedByMonth(
        sequelize,
        { kind: 'all' },
        { trainerId: alice.userId },
        'Asia/Singapore',
      );
      expect(rows.map((row) => ({ ...row, months: row.months.map(monthLabel) }))).toEqual([
        { trainerId: alice.userId, months: ['2024-11', '2025-01', '2025-02'], counts: [1, 1, 2] },
      ]);
    } finally {
      await sequelize.close();
    }
  });

  it('puts the windows on Singapore day boundaries', () => {
    expect(statsWindow(now, 'Asia/Singapore')).toEqual({
      pastStart: new Date('2024-11-30T16:00:00Z'),
      now,
      upcomingEnd: new Date('2025-05-30T16:00:00Z'),
    });
  });
});
