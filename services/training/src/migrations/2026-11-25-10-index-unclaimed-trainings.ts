import type { Migration } from '@studio/service-kit/migrations';

// The unclaimed list pages through past scheduled trainings by date (id breaks ties), newest
// first: a partial index holds exactly those rows in that order, small however many are claimed.
export const up: Migration = async ({ context }) => {
  await context.sequelize.query(
    `CREATE INDEX trainings_unclaimed ON trainings (date_of_training, id) WHERE status = 'scheduled'`,
  );
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.query('DROP INDEX trainings_unclaimed');
};
