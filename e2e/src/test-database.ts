import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const testDatabaseAdminUrl =
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database on the local PostgreSQL for one test file; dropped afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`));
  const url = new URL(testDatabaseAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin((client) =>
        client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
  };
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseAdminUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `cannot reach the test PostgreSQL at ${testDatabaseAdminUrl} (set TEST_DATABASE_ADMIN_URL): ${(error as Error).message}`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
