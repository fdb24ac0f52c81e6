/** The system tests that stop, kill or slow parts of the product (or its database) on purpose. */
export const faultTests = [
  'test/supervised-restarts.test.ts',
  'test/customer-service-crash.test.ts',
  'test/redis-and-smtp-outages.test.ts',
  'test/slow-service.test.ts',
  'test/two-replicas.test.ts',
  'test/backup-restore.test.ts',
  'test/embedded-backup-restore.test.ts',
];
