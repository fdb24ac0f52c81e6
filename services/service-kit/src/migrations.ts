import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug, type MigrationFn } from 'umzug';
import { ensureSchema } from './database.js';

/** What a migration file exports: `export const up: Migration = async ({ context }) => ...` and `down`. */
export type Migration = MigrationFn<QueryInterface>;

interface MigrationModule {
  up: Migration;
  down?: Migration;
}

// Compiled migrations are `.js`; tests run the TypeScript sources directly.
const isMigrationFile = (file: string) => /\.(js|ts)$/.test(file) && !file.endsWith('.d.ts');

/**
 * Umzug over the `.js`/`.ts` files in `directory` (run in name order, so prefix them with a date),
 * recording what ran in `<schema>.migrations`.
 */
export async function createMigrator({
  sequelize,
  schema,
  directory,
}: {
  sequelize: Sequelize;
  schema: string;
  directory: string;
}) {
  const files = (await readdir(directory)).filter(isMigrationFile).sort();
  return new Umzug<QueryInterface>({
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, schema, tableName: 'migrations' }),
    logger: undefined,
    migrations: files.map((file) => {
      const name = file.replace(/\.(js|ts)$/, '');
      const load = () =>
        import(pathToFileURL(join(directory, file)).href) as Promise<MigrationModule>;
      return {
        name,
        up: async (params) => (await load()).up(params),
        down: async (params) => (await load()).down?.(params),
      };
    }),
  });
}

/** Creates the schema when missing and applies pending migrations; returns the names applied. */
export async function migrateUp(options: {
  sequelize: Sequelize;
  schema: string;
  directory: string;
}): Promise<string[]> {
  await ensureSchema(options.sequelize, options.schema);
  const migrator = await createMigrator(options);
  const applied = await migrator.up();
  return applied.map((migration) => migration.name);
}
