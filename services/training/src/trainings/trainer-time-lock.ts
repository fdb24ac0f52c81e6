import type { Sequelize, Transaction } from 'sequelize';

/**
 * The one overlap guarantee of the schedule (issue 26): every path that puts a session on a
 * trainer's time (staff bookings and moves, accepted booking requests, self-bookings, reschedules,
 * and later trial holds) first takes this transaction-scoped advisory lock on the trainer (then
 * on the customer, always in that order, so two paths never wait on each other in a cycle), and
 * only then reads what holds the trainer's time and decides. Whoever locks second sees the first
 * one's committed session, so of any number of simultaneous attempts on overlapping times exactly
 * one succeeds. The lock ends with the transaction; nothing to clean up after a crash.
 */
export async function lockTrainerTime(
  sequelize: Sequelize,
  who: { trainerId: string; customerId: string },
  transaction: Transaction,
): Promise<void> {
  await sequelize.query(
    'SELECT pg_advisory_xact_lock(hashtext($trainer)), pg_advisory_xact_lock(hashtext($customer))',
    { bind: { trainer: who.trainerId, customer: who.customerId }, transaction },
  );
}
