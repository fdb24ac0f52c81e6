import type { Migration } from '@studio/service-kit/migrations';

// The customer list is ordered by join date: an admin's list of every customer reads this index
// in order instead of sorting the whole table (which spilled to disk at 10,000 customers).
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.addIndex({ tableName: 'customers', schema: 'customer' }, [
    'date_joined',
    'id',
  ]);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.removeIndex({ tableName: 'customers', schema: 'customer' }, [
    'date_joined',
    'id',
  ]);
};
