import { fileURLToPath } from 'node:url';
import type { ServiceApp } from '@studio/service-kit/app';
import { createDatabase } from '@studio/service-kit/database';
import { migrateUp } from '@studio/service-kit/migrations';

/** The base URL of a service app listening on a free port. */
export function listeningUrl(app: ServiceApp): string {
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** Runs a real service's migrations (found beside its built `entry`) on a test database. */
export async function migrateService(
  databaseUrl: string,
  schema: string,
  entry: string,
): Promise<void> {
  const sequelize = createDatabase({ url: databaseUrl, schema });
  await migrateUp({
    sequelize,
    schema,
    directory: fileURLToPath(new URL('./migrations', import.meta.resolve(entry))),
  });
  await sequelize.close();
}
