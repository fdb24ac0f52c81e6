import pino from 'pino';
import { createDatabase } from './database.js';
import { migrateUp } from './migrations.js';

/**
 * The body of a service's `src/migrate.ts`: apply its migrations, log what ran, exit non-zero on
 * failure (so a Kubernetes Job or the local runner sees it).
 */
export async function runMigrationsAndExit({
  databaseUrl,
  schema,
  directory,
}: {
  databaseUrl: string;
  schema: string;
  directory: string;
}) {
  const logger = pino({ name: `migrate-${schema}` });
  const sequelize = createDatabase({ url: databaseUrl, schema });
  try {
    const applied = await migrateUp({ sequelize, schema, directory });
    logger.info({ schema, applied }, applied.length ? 'migrations applied' : 'schema up to date');
    await sequelize.close();
    process.exit(0);
  } catch (error) {
    logger.error({ schema, err: error }, 'migration failed');
    await sequelize.close().catch(() => undefined);
    process.exit(1);
  }
}
