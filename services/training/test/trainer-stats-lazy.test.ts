import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Training } from '@studio/contracts/training';
import type { TrainerStatsList } from '@studio/contracts/training-stats';
import type { TrainerCountsList, TrainerDates } from '@studio/contracts/trainer-stats-lazy';
import { newAdmin, newTrainer, type Staff } from '@studio/service-kit/testing/staff-identity';
import { as, TrainingTestServices } from './training-test-services.js';

// "Now" is fixed; each trainer has trainings in the past window (claimed or not), the upcoming one,
// and outside both.
const now = new Date('2025-03-01T02:00:00Z');
const alice = newTrainer('Alice Trainer');
const bob = newTrainer('Bob Trainer');
const admin = newAdmin('Ada Admin');
const plan = {
  alice: [
    { at: '2024-11-20T04:00:00Z', claim: true },
    { at: '2025-01-31T16:30:00Z', claim: true },
    { at: '2025-02-15T04:00:00Z', claim: true },
    { at: '2025-02-28T17:00:00Z', claim: false },
    { at: '2025-03-01T03:00:00Z', claim: false },
    { at: '2025-04-11T03:00:00Z', claim: false },
  ],
  bob: [
    { at: '2025-02-01T04:00:00Z', claim: false },
    { at: '2025-05-30T15:59:00Z', claim: false },
  ],
};

let services: TrainingTestServices;

beforeAll(async () => {
  services = await TrainingTestServices.start({ now: () => now });
  for (const [trainer, trainings] of [
    [alice, plan.alice],
    [bob, plan.bob],
  ] as const) {
    const customer = await services.addCustomer(trainer, `${trainer.name}'s Customer`);
    for (const { at, claim } of trainings) {
      const created = await services.schedule(trainer, {
        customerID: customer,
        dateOfTraining: at,
        allowConflict: true,
      });
      if (!claim) continue;
      const claimed = await services.training.inject({
        method: 'POST',
        url: `/api/claimtraining/${(created.json() as Training)._id}`,
        headers: await as(admin),
        payload: { status: 'completed' },
      });
      expect(claimed.statusCode).toBe(200);
    }
  }
});
afterAll(() => services?.close());

async function get<T>(url: string, staff: Staff): Promise<T> {
  const response = await services.training.inject({ method: 'GET', url, headers: await as(staff) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the Training Stats table read lazily', () => {
  it.each([
    ['an admin', admin],
    ['a trainer', alice],
  ] as const)(
    'gives %s the same counts, and each list the same dates, as the whole table',
    async (_, viewer) => {
      const whole = await get<TrainerStatsList>('/api/training/stats/trainers', viewer);
      const counts = await get<TrainerCountsList>('/api/training/stats/trainer-counts', viewer);
      expect(whole.trainers.length).toBeGreaterThan(0);
      expect(counts.trainers).toEqual(
        whole.trainers.map(({ scheduled, completed, upcoming, ...rest }) => {
          expect([scheduled, completed, upcoming].flat().length).toBeGreaterThan(0);
          return rest;
        }),
      );
      for (const row of whole.trainers) {
        for (const list of ['scheduled', 'completed', 'upcoming'] as const) {
          const { dates } = await get<TrainerDates>(
            `/api/training/stats/trainers/${row.trainer._id}/${list}`,
            viewer,
          );
          expect(dates).toEqual(row[list]);
        }
      }
    },
  );

  it('counts past, upcoming, scheduled and completed per trainer', async () => {
    const { trainers } = await get<TrainerCountsList>('/api/training/stats/trainer-counts', admin);
    expect(
      trainers.map((row) => [
        row.trainer._id,
        row.pastCount,
        row.upcomingCount,
        row.scheduledCount,
        row.completedCount,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [alice.userId, 3, 2, 1, 2],
        [bob.userId, 1, 1, 1, 0],
      ]),
    );
  });

  it("never shows a trainer another trainer's dates", async () => {
    const { dates } = await get<TrainerDates>(
      `/api/training/stats/trainers/${bob.userId}/upcoming`,
      alice,
    );
    expect(dates).toEqual([]);
    const own = await get<TrainerDates>(`/api/training/stats/trainers/${bob.userId}/upcoming`, bob);
    expect(own.dates).toEqual(['2025-05-30T15:59:00.000Z']);
  });
});
