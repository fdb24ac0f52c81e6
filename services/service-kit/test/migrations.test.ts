import { fileURLToPath } from 'node:url';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase } from '../src/database.js';
import { createMigrator, migrateUp } from '../src/migrations.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/database.js';

const schema = 'kit_migrations';
const directory = fileURLToPath(new URL('./fixtures/migrations', import.meta.url));
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

it('creates the schema, applies each migration once, records them in the schema, and can undo them', async () => {
  const sequelize = createDatabase({ url: database.url, schema });
  try {
    expect(await migrateUp({ sequelize, schema, directory })).toEqual(['2026-01-01-create-notes']);
    expect(await migrateUp({ sequelize, schema, directory })).toEqual([]);

    const tables = await sequelize.query<{ name: string }>(
      `SELECT table_name AS "name" FROM information_schema.tables WHERE table_schema = :schema ORDER BY table_name`,
      { replacements: { schema }, type: QueryTypes.SELECT },
    );
    expect(tables.map((row) => row.name)).toEqual(['migrations', 'notes']);
    // Unqualified SQL resolves in the service's schema.
    await sequelize.query(
      `INSERT INTO notes (id, text, "dateCreated") VALUES (gen_random_uuid(), 'hello', now())`,
    );

    await (await createMigrator({ sequelize, schema, directory })).down();
    const [{ count }] = (await sequelize.query<{ count: string }>(
      `SELECT count(*) FROM information_schema.tables WHERE table_schema = :schema AND table_name = 'notes'`,
      { replacements: { schema }, type: QueryTypes.SELECT },
    )) as [{ count: string }];
    expect(count).toBe('0');
  } finally {
    await sequelize.close();
  }
});
